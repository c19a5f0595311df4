import { contentApi } from '@bo/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FormProvider } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { clearAndType } from '../../../../test/pasteInto';
import { renderInApp } from '../../../../test/renderInApp';
import { stubApi } from '../../../../test/stubApi';
import { newArticleValues, type ArticleFormValues } from '../articleForm';
import { ArticleFields } from './ArticleFields';
import { useArticleForm } from './useArticleForm';

type Flag = 'add14Days' | 'autoShipment';

/**
 * Tab-1's fields in the screens' form. add14Days and autoShipment are edited
 * on the Article settings sub-tab: here buttons set them in the same form.
 */
function Harness({ values }: { values: ArticleFormValues }) {
  const form = useArticleForm(values);
  const toggle = (flag: Flag) => form.setValue(flag, !form.getValues(flag), { shouldDirty: true });
  return (
    <FormProvider {...form}>
      <button type="button" onClick={() => toggle('add14Days')}>
        toggle add14Days
      </button>
      <button type="button" onClick={() => toggle('autoShipment')}>
        toggle autoShipment
      </button>
      <ArticleFields article={null} />
    </FormProvider>
  );
}

function renderFields(values: ArticleFormValues = newArticleValues(3)) {
  stubApi({ [contentApi.parentChoices]: { body: [] } });
  return renderInApp(<Harness values={values} />);
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));
const setDate = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const fieldError = (label: string) =>
  document.getElementById(`${field(label).id}-helper-text`)?.textContent;
const orderWindow = () => [field('Order from').value, field('Order to').value];
const checkbox = (name: string) => screen.queryByRole('checkbox', { name });

describe('ArticleFields', () => {
  it('moves the order window with every combination of add14Days and autoShipment (B§4)', async () => {
    const { user } = renderFields();
    setDate('Date from', '2026-03-01');
    setDate('Date to', '2026-03-31');
    // Neither: the window is the action dates.
    expect(orderWindow()).toEqual(['2026-03-01', '2026-03-31']);

    // add14Days only: both ends 14 days later.
    await user.click(screen.getByRole('button', { name: 'toggle add14Days' }));
    expect(orderWindow()).toEqual(['2026-03-15', '2026-04-14']);

    // Both: from dateTo + 14 days, for 90 days.
    await user.click(screen.getByRole('button', { name: 'toggle autoShipment' }));
    expect(orderWindow()).toEqual(['2026-04-14', '2026-07-13']);

    // A date typed while both are on moves the window again.
    setDate('Date to', '2026-04-30');
    expect(orderWindow()).toEqual(['2026-05-14', '2026-08-12']);

    // autoShipment only: the action dates.
    await user.click(screen.getByRole('button', { name: 'toggle add14Days' }));
    expect(orderWindow()).toEqual(['2026-03-01', '2026-04-30']);

    // Neither again: still the action dates, and typed by hand it stays.
    await user.click(screen.getByRole('button', { name: 'toggle autoShipment' }));
    expect(orderWindow()).toEqual(['2026-03-01', '2026-04-30']);
    setDate('Order from', '2026-03-10');
    expect(orderWindow()).toEqual(['2026-03-10', '2026-04-30']);
  });

  it('disables the order dates while add14Days is on', async () => {
    const { user } = renderFields();
    expect(field('Order from').disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'toggle add14Days' }));
    expect(field('Order from').disabled).toBe(true);
    expect(field('Order to').disabled).toBe(true);
    expect(field('Date from').disabled).toBe(false);
    expect(screen.getAllByText('Computed from the dates while Add 14 days is on').length).toBe(2);
    await user.click(screen.getByRole('button', { name: 'toggle add14Days' }));
    expect(field('Order to').disabled).toBe(false);
  });

  it('shows a broken date rule on its field as the dates are typed (B§5)', async () => {
    renderFields();
    setDate('Date from', '2026-03-01');
    setDate('Date to', '2026-03-31');
    setDate('Order to', '2026-02-20');
    expect(await screen.findByText('Order from must not be after order to')).toBeTruthy();
    setDate('Order to', '2026-03-20');
    await waitFor(() =>
      expect(screen.queryByText('Order from must not be after order to')).toBeNull(),
    );
    // Typed later than dateTo, dateFrom is refused on its own field.
    setDate('Date from', '2026-04-10');
    expect(await screen.findByText('Date from must not be after date to')).toBeTruthy();
    expect(fieldError('Date from')).toBe('Date from must not be after date to');
  });

  it('refuses a Date to before Date from on Date to, and the window does not follow it (B§5)', async () => {
    renderFields();
    setDate('Date from', '2026-03-01');
    setDate('Date to', '2026-03-31');
    expect(orderWindow()).toEqual(['2026-03-01', '2026-03-31']);

    setDate('Date to', '2026-02-20');
    await waitFor(() => expect(fieldError('Date to')).toBe('Date to must be after date from'));
    expect(fieldError('Date from')).toBeFalsy();
    expect(orderWindow()).toEqual(['2026-03-01', '2026-03-31']);
    // Equal dates are refused on Date to as well.
    setDate('Date to', '2026-03-01');
    await waitFor(() => expect(fieldError('Date to')).toBe('Date to must be after date from'));
    expect(orderWindow()).toEqual(['2026-03-01', '2026-03-31']);

    // Put right, the error goes and the window follows again.
    setDate('Date to', '2026-04-15');
    await waitFor(() => expect(fieldError('Date to')).toBeFalsy());
    expect(orderWindow()).toEqual(['2026-03-01', '2026-04-15']);
  });

  it('writes the alias from a Ukrainian title, and keeps one written by hand (DESIGN §9)', async () => {
    const { user } = renderFields();
    await user.type(field('Title'), 'Згорани Юрій');
    expect(field('Alias').value).toBe('zghorany-yurii');
    await user.type(field('Title'), ' Ізюм');
    expect(field('Alias').value).toBe('zghorany-yurii-izium');

    await clearAndType(user, field('Alias'), 'spring-gifts');
    await user.type(field('Title'), ' Ягодин');
    expect(field('Alias').value).toBe('spring-gifts');
    expect(field('Title').value).toBe('Згорани Юрій Ізюм Ягодин');
  });

  it('offers Is gift for actions only, Income stop and Is finished for gift items only (B§4)', async () => {
    const { user } = renderFields(newArticleValues());
    const chooseType = async (name: string) => {
      await user.click(field('Content type'));
      await user.click(screen.getByRole('option', { name }));
      // The closing menu is labelled as the field is: the next reads wait until it has gone.
      await waitFor(() => expect(screen.queryByRole('listbox', { hidden: true })).toBeNull());
    };
    expect(checkbox('Is gift')).toBeNull();

    await chooseType('Action');
    expect(checkbox('Is gift')).toBeTruthy();
    // An action without gifts: catalogue items (item type 1).
    expect(checkbox('Income stop')).toBeNull();
    expect(checkbox('Is finished')).toBeNull();

    await user.click(checkbox('Is gift') as HTMLElement);
    expect(checkbox('Income stop')).toBeTruthy();
    expect(checkbox('Is finished')).toBeTruthy();

    // An offer has catalogue items; news has none: neither shows the gift flags.
    await chooseType('Offer');
    expect(checkbox('Is gift')).toBeNull();
    expect(checkbox('Income stop')).toBeNull();
    await chooseType('News');
    expect(checkbox('Is gift')).toBeNull();
    expect(checkbox('Is finished')).toBeNull();
  });

  it('counts the characters of the short description', async () => {
    const { user } = renderFields();
    expect(screen.getByText('0/250 characters')).toBeTruthy();
    await user.type(field('Short description'), 'Filters');
    expect(screen.getByText('7/250 characters')).toBeTruthy();
  });
});
