export { default } from '../site/react-router.config.ts';
