export const ROUND_TO: number = 5;
