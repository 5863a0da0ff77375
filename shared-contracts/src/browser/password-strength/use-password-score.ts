import { useEffect, useState } from 'react';
import { loadPasswordScorer, type PasswordScore } from './password-strength';

/** zxcvbn's score of `password` as it is typed; null while there is none (or the scorer still loads). */
export function usePasswordScore(password: string): PasswordScore | null {
  const [score, setScore] = useState<PasswordScore | null>(null);
  useEffect(() => {
    let current = true;
    if (!password) {
      setScore(null);
      return undefined;
    }
    void loadPasswordScorer().then((scorePassword) => {
      if (current) setScore(scorePassword(password));
    });
    return () => {
      current = false;
    };
  }, [password]);
  return score;
}
