// Moved to legal-kit, so every feature of the legal remote builds the same sign-in round trip.
export { signInPath } from '../legal-kit/sign-in-path';
