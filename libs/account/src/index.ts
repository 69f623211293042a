export { ANONYMOUS_USER_NAME, ANONYMOUS_VIEWER, isSignedIn, type Viewer } from './lib/viewer';
