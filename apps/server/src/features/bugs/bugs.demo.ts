import fs from 'node:fs/promises';
import path from 'node:path';
import { bugStatus, type BugStatus } from '@bo/contract';
import type { AppDeps } from '../../platform/feature.js';
import { serverRoot } from '../../platform/paths.js';
import { pictureKey } from '../../platform/storage/pictures.js';
import { insertBugs, insertComments, type NewBugCommentRow } from './bugs.repository.js';

const dayMs = 24 * 60 * 60 * 1000;
const userAgents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
];

/** What was reported, and where. */
const problems: [page: string, description: string][] = [
  ['/admin/banners', 'The picture preview stays empty after I choose a PNG for the main picture.'],
  [
    '/admin/users?search=c1000',
    'Searching for a customer code finds nothing when I type it in lower case.',
  ],
  ['/admin/requests?status=1', 'The list jumps back to the first page after I approve a request.'],
  ['/admin/notifications', 'The delay count column is empty for postponed notifications.'],
  [
    '/admin/files',
    'Uploading 15 pictures at once shows the error twice.\nThe files are there after a reload.',
  ],
  ['/journals', 'The journal for last month opens at page 2 instead of the cover.'],
  ['/admin/analytics', 'Sorting by brand puts empty brands first; I expected them last.'],
  [
    '/admin/banners/3',
    'Saving a banner with a long link shows "Something went wrong on the server".',
  ],
  ['/item/MA-OC90', 'The second picture of the item is cut off on a narrow screen.'],
  ['/admin/customerusers', 'A blocked user still appears as active until I reload the page.'],
  [
    '/admin/analytics/translate',
    'The Ukrainian translation tab shows the Russian text after switching items quickly.',
  ],
  ['/admin/requests', 'Exported e-mails have the phone number in the wrong column.'],
  [
    '/admin/files?path=banners',
    'Renaming a folder to a name with a space fails without a message.',
  ],
  ['/admin', 'The home page widgets take very long to appear in the morning.'],
  [
    '/admin/users/jdoe',
    'The roles table does not let me remove a role I have just added without a reload.',
  ],
  ['/journals/7', 'Zooming in makes the page blurry for a moment before it sharpens.'],
  [
    '/admin/notifications/new',
    'The preview of recipients shows 0 although the terms match several customers.',
  ],
  ['/admin/banners', 'Typo on the banner list: "successful" should be "successfully".'],
];

/** The tester's comments that brought a report to each status. */
const threads: Record<BugStatus, { body: string; status: BugStatus | null }[]> = {
  1: [],
  2: [{ body: 'Reproduced on the test server; looking into it.', status: bugStatus.inProgress }],
  3: [
    { body: 'Reproduced.', status: bugStatus.inProgress },
    { body: 'Fixed in the latest release, please check again.', status: bugStatus.fixed },
  ],
  4: [
    {
      body: 'This works as designed: the list keeps the order the spec asks for.',
      status: bugStatus.rejected,
    },
  ],
  5: [
    { body: 'Same problem as an earlier report; following it there.', status: bugStatus.duplicate },
  ],
};

/** The statuses in turn, so that every filter choice has reports; the newest are mostly New. */
const statusCycle: BugStatus[] = [1, 2, 3, 1, 4, 3, 5, 2, 3, 1, 3, 4];

const companies = [
  {
    comId: 1,
    count: 36,
    tester: 'tester',
    reporters: [
      'contentmanager',
      'customermanager',
      'catalogmanager',
      'translatemanager',
      'salesmanager',
      'notificationmanager',
      'customeruser',
      'admin',
    ],
  },
  {
    comId: 2,
    count: 24,
    tester: 'admin2',
    reporters: ['admin2', 'c200030-1', 'c200031-1', 'c200032-1', 'c200033-1'],
  },
];

const screenshotAssets = ['banner-main-1.png', 'banner-catalog-2.png', 'banner-main-3.png'];

/**
 * A few dozen reports per demo company over the last 90 days, in every status,
 * with their comment threads and a screenshot on some: one insert of the
 * reports and one of the comments.
 */
export async function seedDemoBugs({ db, privateStorage }: AppDeps): Promise<void> {
  const now = Date.now();
  const assets = path.join(serverRoot(), 'demo-assets');
  for (const company of companies) {
    const screenshots: string[] = [];
    for (const name of screenshotAssets) {
      const data = await fs.readFile(path.join(assets, name));
      const key = await pictureKey(`bugs/${company.comId}`, data, 'screenshot');
      await privateStorage.put(key, data);
      screenshots.push(key);
    }
    // Oldest first, so that ids grow with the dates as they would in use.
    const reports = Array.from({ length: company.count }, (_, index) => {
      const age = company.count - 1 - index;
      const [page, description] = problems[(index * 7 + company.comId) % problems.length] ?? [
        '/admin',
        'Something looks wrong.',
      ];
      const status = age < 3 ? bugStatus.new : (statusCycle[index % statusCycle.length] ?? 1);
      const created = new Date(now - (age * 90 * dayMs) / company.count - (index % 9) * 3_600_000);
      const screenshot = index % 5 === 2 ? (screenshots[index % screenshots.length] ?? null) : null;
      const thread = [
        ...(index % 4 === 0
          ? [{ body: 'Does it happen in another browser too?', status: null }]
          : []),
        ...threads[status],
      ].map((comment, step) => ({
        ...comment,
        createdAt: new Date(created.getTime() + (step + 1) * 6 * 3_600_000),
      }));
      return {
        thread,
        row: {
          comId: company.comId,
          reporterLogin: company.reporters[index % company.reporters.length] ?? company.tester,
          page,
          userAgent: userAgents[index % userAgents.length] ?? '',
          description,
          status,
          screenshot,
          screenshotType: screenshot ? 'image/png' : null,
          createdAt: created,
          updatedAt: thread.at(-1)?.createdAt ?? created,
        },
      };
    });
    const ids = await insertBugs(
      db,
      reports.map(({ row }) => row),
    );
    const comments: NewBugCommentRow[] = reports.flatMap(({ thread }, index) => {
      const bugId = ids[index];
      return bugId === undefined
        ? []
        : thread.map((comment) => ({ ...comment, bugId, authorLogin: company.tester }));
    });
    await insertComments(db, comments);
  }
}
