/** Where a field of the server's 400 shows on the add-client screens: step 1, step 2 (the profile form), or above the form. */
export interface FieldMessage {
  readonly step: 1 | 2 | null;
  /** The form field's name ('email', 'weight', 'exercises.0.templateId'); null for the form as a whole. */
  readonly field: string | null;
  readonly message: string;
}

const BASIC: Readonly<Record<string, string>> = { first_name: 'firstName', last_name: 'lastName', email: 'email' };
const INTAKE: Readonly<Record<string, string>> = {
  sex: 'sex',
  age: 'age',
  heightCm: 'height',
  weightKg: 'weight',
  bodyFat: 'bodyFat',
  goal: 'goal',
  activity: 'activity',
  diet: 'diet',
  intolerances: 'intolerances',
};
const EXERCISE: Readonly<Record<string, string>> = {
  templateId: 'templateId',
  minutesPerSession: 'minutes',
  sessionsPerWeek: 'sessions',
};

/**
 * The server's answer to an invalid request ({ field: [messages] }, docs/api.md) as messages on
 * the form's own fields: 'intake.weightKg' is the weight field, 'intake.exercises.1.sessionsPerWeek'
 * the second exercise's sessions. The profile's fields may come bare (saving a profile sends the
 * profile alone). Anything else is a message for the form as a whole.
 */
export function fieldMessagesOf(body: unknown): FieldMessage[] {
  if (!body || typeof body !== 'object') return [];
  const messages: FieldMessage[] = [];
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const message = Array.isArray(value) ? value.find((m) => typeof m === 'string') : value;
    if (typeof message !== 'string') continue;
    messages.push({ ...placeOf(key), message });
  }
  return messages;
}

function placeOf(key: string): Omit<FieldMessage, 'message'> {
  if (BASIC[key]) return { step: 1, field: BASIC[key] };
  const path = key.startsWith('intake.') ? key.slice('intake.'.length) : key;
  if (INTAKE[path]) return { step: 2, field: INTAKE[path] };
  const exercise = /^exercises\.(\d+)\.(\w+)$/.exec(path);
  if (exercise && EXERCISE[exercise[2]!])
    return { step: 2, field: `exercises.${exercise[1]}.${EXERCISE[exercise[2]!]}` };
  return { step: null, field: null };
}
