// Moving through a multi-step form: one visible step at a time, steps hidden by their
// rule skipped; forward needs the current step valid when step validation is on; jumping forward validates every step
// in between and stops at the first invalid one; back is always allowed, as is a jump to a step already validated;
// reset returns to step 1 and forgets what was validated; a step count shrinking below the current step returns to 1.

export interface StepState {
  /** Index into the visible steps. */
  current: number;
  /** Ids of the steps found valid on the way forward. */
  validated: string[];
}

export const firstStep = (): StepState => ({ current: 0, validated: [] });

/** The state for the visible steps now: back to step 1 when the count shrank below the current step. */
export function clampStep(state: StepState, stepIds: readonly string[]): StepState {
  return state.current >= stepIds.length ? { ...state, current: 0 } : state;
}

/**
 * Go to step `target` (an index into `stepIds`). `isValid` says whether a step's answers are valid; with step
 * validation off every step passes.
 */
export function goToStep(
  state: StepState,
  target: number,
  stepIds: readonly string[],
  isValid: (stepId: string) => boolean,
  stepValidation = true,
): StepState {
  const current = clampStep(state, stepIds).current;
  if (target < 0 || target >= stepIds.length || target === current) return { ...state, current };
  if (target < current) return { ...state, current: target };
  if (
    stepIds[target] &&
    state.validated.includes(stepIds[target]) &&
    stepIds.slice(current, target).every((id) => state.validated.includes(id))
  ) {
    return { ...state, current: target };
  }
  const validated = [...state.validated];
  for (let index = current; index < target; index += 1) {
    const id = stepIds[index]!;
    if (stepValidation && !isValid(id)) return { current: index, validated: validated.filter((v) => v !== id) };
    if (!validated.includes(id)) validated.push(id);
  }
  return { current: target, validated };
}

export const nextStep = (
  state: StepState,
  stepIds: readonly string[],
  isValid: (stepId: string) => boolean,
  stepValidation = true,
): StepState => goToStep(state, clampStep(state, stepIds).current + 1, stepIds, isValid, stepValidation);

export const previousStep = (state: StepState, stepIds: readonly string[]): StepState =>
  goToStep(state, clampStep(state, stepIds).current - 1, stepIds, () => true);

/** The wait after Next before the next step shows, and between steps passed over. */
export const STEP_WAIT_AFTER_NEXT_MS = 400;
export const STEP_WAIT_BETWEEN_MS = 100;

/** The steps shown on the way from `from` to `to` (a forward jump passes each step between; back goes at once). */
export function stepWalk(from: number, to: number): number[] {
  if (to <= from) return [to];
  return Array.from({ length: to - from }, (_, i) => from + i + 1);
}

/** How long after the move each step of the walk shows: 400 ms to the first, then 100 ms apart. */
export const walkDelays = (walk: readonly number[]): number[] =>
  walk.map((_, i) => STEP_WAIT_AFTER_NEXT_MS + i * STEP_WAIT_BETWEEN_MS);
