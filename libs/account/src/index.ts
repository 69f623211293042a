export { SignInProblem, type SignInProblemReason } from './lib/sign-in/sign-in-problem';
export { ANONYMOUS_ACCOUNT_VIEWER, AccountViewerProvider, type AccountViewer } from './lib/viewer/account-viewer';
export { accountRenderings } from './lib/account-renderings';
