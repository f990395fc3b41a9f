import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { featureEvents } from '../../src/features/kernels';
import { loadFirstTexts } from '../../src/app/i18n';
import { rejectedMessage } from '../../src/app/syncRejections';

const i18nIn = async (lng: 'en' | 'nl') => {
  const instance = i18next.createInstance();
  const texts = await loadFirstTexts(lng);
  await instance.init({
    resources: { [lng]: texts },
    lng,
    fallbackLng: 'en',
    ns: Object.keys(texts),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return instance;
};
const refused = (type: string | undefined, deviceSeq = 1) => ({
  id: `e${deviceSeq}`,
  deviceSeq,
  code: 'invalid',
  reason: 'note holds characters that cannot be stored',
  type,
});

describe('telling the person which changes the server refused', () => {
  it("names the kind of change in their language, not the server's reason", async () => {
    expect(rejectedMessage(await i18nIn('en'), [refused('DayNoteSet')])).toBe(
      'Not saved on the server, so undone on this device: your note for the day.',
    );
    expect(rejectedMessage(await i18nIn('nl'), [refused('DayNoteSet')])).toBe(
      'Niet bewaard op de server, en daarom op dit apparaat teruggedraaid: je notitie voor de dag.',
    );
  });

  it('names each kind once, and an unknown kind as a change', async () => {
    const en = await i18nIn('en');
    expect(rejectedMessage(en, [refused('FoodLogged', 1), refused('FoodLogged', 2), refused(undefined, 3)])).toBe(
      'Not saved on the server, so undone on this device: a food you logged, a change.',
    );
  });

  it.each(['en', 'nl'] as const)('has a name for every kind of event the app makes (%s)', async (lng) => {
    const i18n = await i18nIn(lng);
    for (const { type } of featureEvents) expect(i18n.exists(`common:sync.kinds.${type}`), type).toBe(true);
  });
});
