import { describe, expect, expectTypeOf, it } from 'vitest';
import { en } from './en.js';
import { englishT, inEnglish, text, textOfEnglish, type TextKey } from './catalogue.js';
import { messages } from '../messages.js';

describe('the text catalogue', () => {
  it('renders plural forms through i18next, with a zero form where 0 reads differently', () => {
    expect(messages.filesUploaded(1)).toBe('File uploaded');
    expect(messages.filesUploaded(3)).toBe('3 files uploaded');
    expect(messages.newRequestsWaiting(0)).toBe('No request waits for review.');
    expect(messages.newRequestsWaiting(1)).toBe('1 request waits for review.');
    expect(messages.newRequestsWaiting(12)).toBe('12 requests wait for review.');
    expect(messages.loginThrottled(1)).toBe('Too many failed sign-ins. Try again in 1 minute.');
  });

  it('formats numbers and leaves interpolated text unescaped (mail and logs are plain text)', () => {
    expect(messages.importWorkbookCellTooLong(32767)).toBe(
      "The workbook has a cell of more than 32,767 characters, Excel's own limit",
    );
    expect(messages.searchNoResults('<b>&"x"')).toBe('Your search for "<b>&"x"" found no results.');
  });

  it('names a text by key and parameters and renders it in English', () => {
    const named = text('nameTaken', { name: 'a.pdf' });
    expect(named).toEqual({ key: 'nameTaken', params: { name: 'a.pdf' } });
    expect(inEnglish(named)).toBe(messages.nameTaken('a.pdf'));
    // A key that is not in the catalogue fails the typecheck (tsc checks this file).
    expectTypeOf<'noSuchText'>().not.toExtend<TextKey>();
    expectTypeOf<'nameTaken'>().toExtend<TextKey>();
  });

  it('holds no empty text, and every placeholder is a simple name or a number format', () => {
    for (const [key, value] of Object.entries(en)) {
      expect(value.trim(), key).not.toBe('');
      for (const [, inner] of value.matchAll(/\{\{([^}]*)\}\}/g))
        expect(inner, key).toMatch(/^[a-zA-Z]+(, number)?$/);
    }
    expect(englishT('requiredField')).toBe('This is a required field');
  });

  it('finds the text of English words, with the parameters read back from them', () => {
    expect(textOfEnglish(messages.requiredField)).toEqual({ key: 'requiredField' });
    expect(textOfEnglish(messages.nameTaken('a.pdf'))).toEqual({
      key: 'nameTaken',
      params: { name: 'a.pdf' },
    });
    expect(textOfEnglish(messages.loginThrottled(7))).toEqual({
      key: 'loginThrottled',
      params: { count: 7 },
    });
    expect(textOfEnglish(messages.filesUploaded(1))).toEqual({
      key: 'filesUploaded',
      params: { count: 1 },
    });
    expect(textOfEnglish(messages.importWorkbookCellTooLong(32767))).toEqual({
      key: 'importWorkbookCellTooLong',
      params: { characters: 32767 },
    });
    expect(textOfEnglish('Words no text of the catalogue has')).toBeUndefined();
  });
});
