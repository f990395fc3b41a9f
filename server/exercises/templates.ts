import { kcalPerKgPerMinOf } from '../../src/core/api/intake';

/**
 * One activity of the 2011 Compendium of Physical Activities (Ainsworth et al., Med Sci Sports
 * Exerc 2011;43:1575-81), whose codes and MET values the 2024 Adult Compendium keeps for these
 * activities: the code and MET are kept for traceability, the kcal per kg per minute is derived.
 */
interface CompendiumActivity {
  readonly id: number;
  readonly code: string;
  readonly met: number;
  readonly en: string;
  readonly nl: string;
}

/**
 * The exercise templates a coach picks from (2-onboarding.txt: exercise template id, name, kcal per
 * kg per minute). Ids are stable: exercise instances in people's streams name them.
 */
const ACTIVITIES: readonly CompendiumActivity[] = [
  { id: 1, code: '17200', met: 3.5, en: 'Walking, moderate pace', nl: 'Wandelen, gemiddeld tempo' },
  { id: 2, code: '17220', met: 5.0, en: 'Walking, very brisk pace', nl: 'Wandelen, stevig tempo' },
  { id: 3, code: '17080', met: 6.0, en: 'Hiking', nl: 'Hiken' },
  { id: 4, code: '12020', met: 7.0, en: 'Jogging', nl: 'Joggen' },
  { id: 5, code: '12050', met: 9.8, en: 'Running, 9.7 km/h (6 mph)', nl: 'Hardlopen, 9,7 km/u' },
  { id: 6, code: '12070', met: 11.0, en: 'Running, 11.3 km/h (7 mph)', nl: 'Hardlopen, 11,3 km/u' },
  { id: 7, code: '01010', met: 4.0, en: 'Cycling, leisurely', nl: 'Fietsen, rustig' },
  { id: 8, code: '01015', met: 7.5, en: 'Cycling, general', nl: 'Fietsen, algemeen' },
  { id: 9, code: '01030', met: 8.0, en: 'Cycling, moderate effort', nl: 'Fietsen, matige inspanning' },
  { id: 10, code: '02010', met: 7.0, en: 'Stationary bike', nl: 'Hometrainer' },
  { id: 11, code: '02019', met: 8.5, en: 'Spinning class', nl: 'Spinningles' },
  {
    id: 12,
    code: '02050',
    met: 6.0,
    en: 'Weight training, vigorous',
    nl: 'Krachttraining, zwaar',
  },
  {
    id: 13,
    code: '02054',
    met: 3.5,
    en: 'Weight training, moderate',
    nl: 'Krachttraining, gemiddeld',
  },
  { id: 14, code: '02040', met: 8.0, en: 'Circuit training', nl: 'Circuittraining' },
  { id: 15, code: '02022', met: 3.8, en: 'Bodyweight exercises', nl: 'Oefeningen met eigen gewicht' },
  { id: 16, code: '02048', met: 5.0, en: 'Elliptical trainer', nl: 'Crosstrainer' },
  { id: 17, code: '02070', met: 6.0, en: 'Rowing machine', nl: 'Roeitrainer' },
  { id: 18, code: '02065', met: 9.0, en: 'Stair machine', nl: 'Traploopmachine' },
  { id: 19, code: '02068', met: 12.3, en: 'Rope skipping', nl: 'Touwtjespringen' },
  { id: 20, code: '02150', met: 2.5, en: 'Yoga', nl: 'Yoga' },
  { id: 21, code: '02105', met: 3.0, en: 'Pilates', nl: 'Pilates' },
  { id: 22, code: '02101', met: 2.3, en: 'Stretching', nl: 'Stretchen' },
  { id: 23, code: '02120', met: 5.3, en: 'Water aerobics', nl: 'Aquarobics' },
  { id: 24, code: '03015', met: 7.3, en: 'Aerobics', nl: 'Aerobics' },
  { id: 25, code: '03031', met: 7.8, en: 'Dancing', nl: 'Dansen' },
  { id: 26, code: '18310', met: 5.8, en: 'Swimming laps, moderate', nl: 'Baantjes zwemmen, gemiddeld' },
  { id: 27, code: '18350', met: 6.0, en: 'Swimming, leisurely', nl: 'Zwemmen, recreatief' },
  { id: 28, code: '15675', met: 7.3, en: 'Tennis', nl: 'Tennis' },
  { id: 29, code: '15652', met: 7.3, en: 'Squash', nl: 'Squash' },
  { id: 30, code: '15030', met: 5.5, en: 'Badminton', nl: 'Badminton' },
  { id: 31, code: '15660', met: 4.0, en: 'Table tennis', nl: 'Tafeltennis' },
  { id: 32, code: '15055', met: 6.5, en: 'Basketball', nl: 'Basketbal' },
  { id: 33, code: '15610', met: 7.0, en: 'Football (soccer), casual', nl: 'Voetbal, recreatief' },
  { id: 34, code: '15710', met: 4.0, en: 'Volleyball', nl: 'Volleybal' },
  { id: 35, code: '15350', met: 7.8, en: 'Field hockey', nl: 'Hockey' },
  { id: 36, code: '15430', met: 10.3, en: 'Martial arts, kickboxing', nl: 'Vechtsport, kickboksen' },
  { id: 37, code: '15110', met: 5.5, en: 'Boxing, punching bag', nl: 'Boksen, bokszak' },
  { id: 38, code: '15537', met: 5.8, en: 'Climbing', nl: 'Klimmen' },
  { id: 39, code: '15255', met: 4.8, en: 'Golf', nl: 'Golf' },
  { id: 40, code: '15670', met: 3.0, en: 'Tai chi', nl: 'Tai chi' },
];

export interface ExerciseTemplate {
  readonly id: number;
  readonly name_en: string;
  readonly name_nl: string;
  readonly kcal_per_kg_per_min: number;
  readonly met: number;
  readonly compendium_code: string;
}

export const EXERCISE_TEMPLATES: readonly ExerciseTemplate[] = ACTIVITIES.map((a) => ({
  id: a.id,
  name_en: a.en,
  name_nl: a.nl,
  kcal_per_kg_per_min: kcalPerKgPerMinOf(a.met),
  met: a.met,
  compendium_code: a.code,
}));

const byId = new Map(EXERCISE_TEMPLATES.map((t) => [t.id, t]));
export const exerciseTemplate = (id: number): ExerciseTemplate | undefined => byId.get(id);
