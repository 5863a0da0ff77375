import { type RefObject, useState } from 'react';

/**
 * What a form's check or the server's refusal found, said at the field it concerns: `refuse` shows it and
 * moves the focus to that field, so the person fixes that one and keeps all they typed. A problem of a field
 * without an input here (the form as a whole, a provider's button) moves nothing.
 */
export function useFieldProblem<Problem extends { field: string }>(inputs: Partial<Record<Problem['field'], RefObject<HTMLElement | null>>>) {
  const [problem, setProblem] = useState<Problem | null>(null);
  const refuse = (found: Problem) => {
    setProblem(found);
    inputs[found.field as Problem['field']]?.current?.focus();
  };
  return { problem, setProblem, refuse };
}
