// A schedule of "every N minutes" as a cron expression: the queue keeps cron schedules, one job per tick for all
// server processes together. Minutes divide the hour, hours the day; anything else is rounded to the nearest that does.
const divisors = (n: number) => Array.from({ length: n }, (_, i) => i + 1).filter((d) => n % d === 0);
const nearest = (value: number, choices: number[]) =>
  choices.reduce((best, c) => (Math.abs(c - value) < Math.abs(best - value) ? c : best));

export function cronEvery(minutes: number): string {
  if (minutes < 60) {
    const step = nearest(Math.max(1, Math.round(minutes)), divisors(60));
    return step === 1 ? '* * * * *' : `*/${step} * * * *`;
  }
  if (minutes < 24 * 60) {
    const hours = nearest(Math.round(minutes / 60), divisors(24));
    return hours === 24 ? '0 0 * * *' : hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
  }
  return '0 0 * * *';
}
