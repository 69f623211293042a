export { SignInProblem, type SignInProblemReason } from './lib/sign-in/sign-in-problem';
export { ANONYMOUS_ACCOUNT_VIEWER, AccountViewerProvider, useAccountViewer, type AccountViewer } from './lib/viewer/account-viewer';
export { accountRenderings } from './lib/account-renderings';
export type { AccountBlockProps } from './lib/account-block';
