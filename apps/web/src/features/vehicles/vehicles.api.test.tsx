import { vehicleApi, type VehicleDictionaries } from '@bo/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '../../platform/i18n';
import { renderInApp } from '../../test/renderInApp';
import { bodiesSentTo, stubApi } from '../../test/stubApi';
import { useDictionaries } from './vehicles.api';

/** The dictionaries as the server names them in the language the request asks for. */
const named = (sedan: string): VehicleDictionaries => ({
  bodyType: [{ id: 1, name: sedan }],
  driveType: [],
  engineType: [],
  fuel: [],
  fuelPreparation: [],
});

function FirstBodyType() {
  const { data } = useDictionaries();
  return <p>{data?.bodyType[0]?.name ?? 'loading'}</p>;
}

afterEach(() => showLanguage('en'));

describe('useDictionaries', () => {
  it('asks again in the language the screens change to, as the server names them per language', async () => {
    const answers = [named('Sedan'), named('Седан')];
    const fetchSpy = stubApi({ [vehicleApi.dictionaries]: () => ({ body: answers.shift() }) });
    renderInApp(<FirstBodyType />);
    expect(await screen.findByText('Sedan')).toBeTruthy();

    act(() => showLanguage('uk'));
    expect(await screen.findByText('Седан')).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, vehicleApi.dictionaries)).toHaveLength(2);
  });
});
