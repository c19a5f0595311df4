import { fileNameDisplayLength } from '@bo/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/renderInApp';
import { FileName } from './FileName';

const longName = 'spring-catalogue-cover-2026-final.png';

describe('FileName', () => {
  it('cuts a long name to 20 characters and shows the whole name on hover', async () => {
    const { user } = renderInApp(<FileName name={longName} />);

    const shown = screen.getByText('spring-catalogue-cov…');
    expect(shown.textContent.length).toBe(fileNameDisplayLength + 1);
    // Screen readers get the whole name, not the cut one.
    expect(shown.getAttribute('aria-label')).toBe(longName);

    await user.hover(shown);
    expect((await screen.findByRole('tooltip')).textContent).toBe(longName);
  });

  it('shows a name of up to 20 characters as it is, without a tooltip', async () => {
    const { user } = renderInApp(<FileName name="exactly-20-chars.png" />);
    const shown = screen.getByText('exactly-20-chars.png');
    await user.hover(shown);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(shown.getAttribute('aria-label')).toBeNull();
  });

  it('keeps the element given to show the name, e.g. a folder link', () => {
    renderInApp(
      <FileName name={longName}>{(shown) => <button type="button">{shown}</button>}</FileName>,
    );
    expect(screen.getByRole('button', { name: longName }).textContent).toBe(
      'spring-catalogue-cov…',
    );
  });
});
