import { actionType, defaultCostName, itemTypes, type Article } from '@bo/contract';
import { fireEvent, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { clearAndType } from '../../../../test/pasteInto';
import { renderInApp } from '../../../../test/renderInApp';
import { articleValues, newArticleValues, type ArticleFormValues } from '../articleForm';
import { ArticleSettingsTab } from './ArticleSettingsTab';

const article: Article = {
  ...newArticleValues(3, true),
  comId: 1,
  contentId: 7,
  title: 'Gift action',
  description: 'Gifts for points',
  maxOrderItems: 0,
  dateFrom: '2026-03-01',
  dateTo: '2026-05-31',
  orderFrom: '2026-03-01',
  orderTo: '2026-05-31',
  picFile: null,
  thumbFile: null,
  slideFile: null,
  itemType: itemTypes.gift,
  contentType: actionType,
};

/** The editor's shared form, as the frame provides it; `values` reads what the tab wrote. */
function renderTab(defaults: ArticleFormValues = articleValues(article)) {
  let read: () => ArticleFormValues = () => defaults;
  function Frame() {
    const form = useForm<ArticleFormValues>({ defaultValues: defaults });
    read = form.getValues;
    return (
      <FormProvider {...form}>
        <ArticleSettingsTab article={article} />
      </FormProvider>
    );
  }
  const rendered = renderInApp(<Frame />);
  return { ...rendered, values: () => read() };
}

const flagLabels = {
  add14Days: 'Add 14 days',
  autoShipment: 'Auto shipment',
  showRating: 'Show rating',
  hideGifts: 'Hide gifts',
  hideOrderButton: 'Hide order button',
  allowOrder: 'Allow order',
} as const;

const costNameBox = () =>
  screen.getByRole<HTMLInputElement>('textbox', { name: 'Unit of measurement' });
const limitBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Orders limit' });

describe('ArticleSettingsTab', () => {
  it('shows the stored flags and writes each one to the article form', async () => {
    const { user, values } = renderTab(articleValues({ ...article, hideGifts: true }));
    const box = (label: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: label });
    expect(Object.values(flagLabels).map((label) => [label, box(label).checked])).toEqual([
      ['Add 14 days', false],
      ['Auto shipment', false],
      ['Show rating', false],
      ['Hide gifts', true],
      ['Hide order button', false],
      ['Allow order', false],
    ]);
    for (const label of Object.values(flagLabels)) await user.click(box(label));
    expect(values()).toMatchObject({
      add14Days: true,
      autoShipment: true,
      showRating: true,
      hideGifts: false,
      hideOrderButton: true,
      allowOrder: true,
    });
  });

  it('starts the unit at its default with a counter, and stops it at 20 characters', async () => {
    const { user, values } = renderTab(newArticleValues(3, true));
    expect(costNameBox().value).toBe(defaultCostName);
    expect(screen.getByText(`${defaultCostName.length}/20`)).toBeTruthy();

    await user.clear(costNameBox());
    expect(screen.getByText('0/20')).toBeTruthy();
    await user.type(costNameBox(), 'бонусних балів клієнта');
    expect(costNameBox().value).toBe('бонусних балів клієн');
    expect(screen.getByText('20/20')).toBeTruthy();
    expect(values().costName).toBe('бонусних балів клієн');
  });

  it('takes at most 4 digits for the orders limit and refuses anything else', async () => {
    const { user, values } = renderTab();
    expect(limitBox().value).toBe('');
    await user.type(limitBox(), '12a3-45');
    expect(limitBox().value).toBe('1234');
    expect(values().maxOrderItems).toBe('1234');

    // A fifth digit is refused however it comes, and so is a pasted text with a letter.
    fireEvent.change(limitBox(), { target: { value: '12345' } });
    expect(limitBox().value).toBe('1234');
    fireEvent.change(limitBox(), { target: { value: '9x' } });
    expect(limitBox().value).toBe('1234');
    await clearAndType(user, limitBox(), '99');
    expect(values().maxOrderItems).toBe('99');
  });

  it('shows a stored orders limit', () => {
    renderTab(articleValues({ ...article, maxOrderItems: 250 }));
    expect(limitBox().value).toBe('250');
  });
});
