/** CEDS grade codes the platform takes: KG is grade 0, 01 to 12 are grades 1 to 12. */
export function gradeNumberOf(code: string): number | null {
  if (code === 'KG') return 0;
  if (!/^(0[1-9]|1[0-2])$/.test(code)) return null;
  return Number(code);
}

export function cedsCodeOf(gradeNumber: number): string {
  return gradeNumber === 0 ? 'KG' : String(gradeNumber).padStart(2, '0');
}
