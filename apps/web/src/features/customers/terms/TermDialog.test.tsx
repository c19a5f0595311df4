import { customerRulesPath, type CustomerRules } from '@bo/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pickOption } from '../../../test/dialogSteps';
import { pasteInto } from '../../../test/pasteInto';
import { renderInApp } from '../../../test/renderInApp';
import { stubApi } from '../../../test/stubApi';
import { TermDialog } from './TermDialog';
import { termFieldsOf } from './termFields';

const none: string[] = [];
const rules: CustomerRules = {
  custNo: ['C100001', 'C100002'],
  custNames: ['Moto Trade 1', 'Auto Service 2'],
  mainCode: none,
  respCenter: ['KYIV'],
  locationCode: none,
  discGroup: none,
  loyaltyCode: none,
  area: none,
  segment: none,
  salespersonCode: none,
  legalEntity: none,
  paymentMethod: none,
};

const fields = termFieldsOf(['custNo', 'respCenter']);

describe('TermDialog', () => {
  it('offers customers by code and name, and saves the code', async () => {
    stubApi({ [customerRulesPath]: { body: rules } });
    const onSave = vi.fn();
    const { user } = renderInApp(
      <TermDialog term={null} fields={fields} onSave={onSave} onClose={vi.fn()} />,
    );
    const customer = screen.getByRole('combobox', { name: 'Customer' });
    await user.click(customer);
    await pasteInto(user, customer, 'service');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['C100002  Auto Service 2']);
    await user.click(options[0]!);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ custNo: 'C100002' }));
  });

  it('shows only the fields it is given, and no Active without the flag', async () => {
    stubApi({ [customerRulesPath]: { body: rules } });
    const onSave = vi.fn();
    const { user } = renderInApp(
      <TermDialog term={null} fields={fields} onSave={onSave} onClose={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add term' });
    expect(within(dialog).getAllByRole('combobox')).toHaveLength(2);
    expect(within(dialog).getByRole('combobox', { name: 'Customer' })).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox', { name: 'Active' })).toBeNull();
    await pickOption(user, dialog, 'Responsibility center', 'KYIV');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith({
      exclude: false,
      custNo: null,
      respCenter: 'KYIV',
    });
  });

  it('refuses a term that names no field', async () => {
    stubApi({ [customerRulesPath]: { body: rules } });
    const onSave = vi.fn();
    const { user } = renderInApp(
      <TermDialog term={null} fields={fields} withActive onSave={onSave} onClose={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A term needs at least one field')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
