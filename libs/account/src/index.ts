export { ANONYMOUS_USER_NAME, ANONYMOUS_VIEWER, isSignedIn, type Viewer } from './lib/viewer';
export { SignInProblem, type SignInProblemReason } from './lib/sign-in/sign-in-problem';
