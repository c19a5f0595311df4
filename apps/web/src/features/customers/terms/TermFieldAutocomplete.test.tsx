import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pasteInto } from '../../../test/pasteInto';
import { renderInApp } from '../../../test/renderInApp';
import { TermFieldAutocomplete } from './TermFieldAutocomplete';

const codes = Array.from({ length: 50_000 }, (_, index) => `C${String(index).padStart(6, '0')}`);

/** The Customer field over `options`, `value` chosen; answers the render and its onChange spy. */
function renderCustomerField({
  options = codes,
  names,
  value = null,
}: { options?: string[]; names?: ReadonlyMap<string, string>; value?: string | null } = {}) {
  const onChange = vi.fn();
  const rendered = renderInApp(
    <TermFieldAutocomplete
      label="Customer"
      options={options}
      names={names}
      loading={false}
      value={value}
      onChange={onChange}
    />,
  );
  return { ...rendered, onChange };
}

describe('TermFieldAutocomplete', () => {
  it('renders at most 100 of 50,000 choices, narrowed by typing, and hands on the one picked', async () => {
    const { user, onChange } = renderCustomerField();
    const input = screen.getByRole('combobox', { name: 'Customer' });
    await user.click(input);
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(100);

    await pasteInto(user, input, 'C04999');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      codes.filter((code) => code.includes('C04999')),
    );
    await user.click(screen.getByRole('option', { name: 'C049990' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('C049990');
  });

  it("shows each customer's name beside its code, and finds a code by its name", async () => {
    const names = new Map(codes.map((code, index) => [code, `Motor Trade ${index}`]));
    const { user, onChange } = renderCustomerField({ names });
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Customer' });
    await user.click(input);
    const first = within(screen.getByRole('listbox')).getAllByRole('option')[0];
    expect(first?.textContent).toBe('C000000  Motor Trade 0');

    await pasteInto(user, input, 'trade 4242');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'C004242  Motor Trade 4242',
      ...Array.from({ length: 10 }, (_, digit) => `C04242${digit}  Motor Trade 4242${digit}`),
    ]);
    await user.click(options[0]!);
    // The term keeps the code; the box shows the name beside it.
    expect(onChange).toHaveBeenCalledExactlyOnceWith('C004242');
  });

  it('shows the name of a code already chosen', () => {
    renderCustomerField({
      options: ['C100001'],
      names: new Map([['C100001', 'Moto Trade 1']]),
      value: 'C100001',
    });
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Customer' });
    expect(input.value).toBe('C100001 · Moto Trade 1');
  });
});
