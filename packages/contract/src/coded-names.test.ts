import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { bannerTypeName, bannerTypes } from './banners.js';
import { itemFileDescriptionName, itemFileDescriptions } from './index.js';
import {
  notificationStatusName,
  notificationTypeName,
  notificationTypes,
} from './notifications.js';
import { requestStatusName, requestTypeName } from './requests.js';
import { isRoleCode, roleCatalogue, roleCodes, roleTextKeys, roleWords } from './roles.js';
import { englishT } from './text/catalogue.js';
import { en } from './text/en.js';

/**
 * The names the contract gives codes (roles, types, statuses): catalogue keys,
 * so a screen shows them in its user's language. `marked` is a second
 * language whose every text is the English one marked, to tell the two apart.
 */
const marked = createInstance();
void marked.init({
  lng: 'xx',
  initAsync: false,
  resources: {
    xx: {
      translation: Object.fromEntries(
        Object.entries(en).map(([key, words]) => [key, `xx ${words}`]),
      ),
    },
  },
});

describe('role names (DESIGN §4)', () => {
  it('seed the roles table with the English words of each key', () => {
    expect(Object.keys(roleCatalogue)).toEqual([...roleCodes]);
    for (const role of roleCodes) {
      expect(roleCatalogue[role]).toEqual({
        name: en[roleTextKeys[role].name],
        description: en[roleTextKeys[role].description],
      });
    }
    expect(roleCatalogue.Admin).toEqual({
      name: 'Administrator',
      description: 'Grants any role and sees role codes',
    });
  });

  it("are read by the role's code in the language of the t they are given", () => {
    expect(roleWords('Returns')).toEqual({
      name: 'Returns',
      description: 'Access to returns in the portal',
    });
    expect(roleWords('Returns', marked.t)).toEqual({
      name: 'xx Returns',
      description: 'xx Access to returns in the portal',
    });
  });

  it('are unknown for a code the contract does not hold', () => {
    expect(isRoleCode('Legacy')).toBe(false);
    expect(roleWords('Legacy')).toBeUndefined();
    expect(roleWords('admin')).toBeUndefined();
  });
});

describe('request type and status names (DESIGN §5)', () => {
  it('are the English words by default, as the server answers them', () => {
    expect([1, 2, 3].map((type) => requestTypeName(type))).toEqual([
      'Registration',
      'Change of contact details',
      'Other',
    ]);
    expect([1, 2, 3, 4, 5].map((status) => requestStatusName(status))).toEqual([
      'New',
      'In review',
      'Sent for confirmation',
      'Confirmed',
      'Rejected',
    ]);
  });

  it('follow the language of the t they are given; an unknown code is its number', () => {
    expect(requestTypeName(1, marked.t)).toBe('xx Registration');
    expect(requestStatusName(3, marked.t)).toBe('xx Sent for confirmation');
    expect(requestTypeName(9, marked.t)).toBe('9');
    expect(requestStatusName(0)).toBe('0');
  });
});

describe('notification type and status names (DESIGN §5)', () => {
  it('seed the types table in English, and are read by code in the language of t', () => {
    expect(notificationTypes.map(({ type, name }) => [type, name])).toEqual([
      [1, 'Debt confirmation'],
    ]);
    expect(notificationTypeName(1, englishT, 'Other words')).toBe('Debt confirmation');
    expect(notificationTypeName(1, marked.t, 'Other words')).toBe('xx Debt confirmation');
    // A type only the table knows keeps its name there; without one, its number.
    expect(notificationTypeName(7, marked.t, 'Table name')).toBe('Table name');
    expect(notificationTypeName(7, marked.t)).toBe('7');
  });

  it('name the statuses in English by default, in the language of t when given', () => {
    expect([1, 2, 3, 4, 5].map((status) => notificationStatusName(status))).toEqual([
      'New',
      'Viewed',
      'Agreed',
      'Disagreed',
      'Postponed',
    ]);
    expect(notificationStatusName(5, marked.t)).toBe('xx Postponed');
    expect(notificationStatusName(6, marked.t)).toBe('6');
  });
});

describe('banner types and item file descriptions', () => {
  it('name each code by a catalogue key, English by default', () => {
    expect(bannerTypes.map(({ id }) => bannerTypeName(id))).toEqual([
      'Home page',
      'Catalogue',
      'Promotion',
    ]);
    expect(bannerTypeName(2, marked.t)).toBe('xx Catalogue');
    expect(bannerTypeName(4, marked.t)).toBe('4');
    expect(itemFileDescriptions.map(({ id }) => itemFileDescriptionName(id))).toEqual([
      'Main photo',
      'Photo',
      'Drawing',
      'Certificate',
      'Instruction',
      'Video',
      'Manufacturer page',
    ]);
    expect(itemFileDescriptionName(7, marked.t)).toBe('xx Manufacturer page');
    expect(itemFileDescriptionName(8, marked.t)).toBe('8');
  });
});
