import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/renderInApp';
import { TermFieldAutocomplete } from './TermFieldAutocomplete';

const codes = Array.from({ length: 50_000 }, (_, index) => `C${String(index).padStart(6, '0')}`);

describe('TermFieldAutocomplete', { timeout: 15_000 }, () => {
  it('renders at most 100 of 50,000 choices, narrowed by typing, and hands on the one picked', async () => {
    const onChange = vi.fn();
    const { user } = renderInApp(
      <TermFieldAutocomplete
        label="Customer"
        options={codes}
        loading={false}
        value={null}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Customer' });
    await user.click(input);
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(100);

    await user.type(input, 'C04999');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      codes.filter((code) => code.includes('C04999')),
    );
    await user.click(screen.getByRole('option', { name: 'C049990' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('C049990');
  });
});
