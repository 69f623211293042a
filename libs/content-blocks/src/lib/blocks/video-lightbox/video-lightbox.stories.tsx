import type { Meta, StoryObj } from '@storybook/react-vite';
import { VideoLightboxBlock } from './video-lightbox';

const meta = { title: 'Content blocks/Video with lightbox', component: VideoLightboxBlock } satisfies Meta<typeof VideoLightboxBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'VideoLightbox' };
const fields = {
  Title: { value: 'Welding a roof seam in five seconds' },
  Text: { value: 'Watch how hot air and a pressure roller turn two overlapping membranes into one watertight seam.' },
  Image: { value: { src: '/sample.svg', alt: 'Still from the video: a hot-air welder on a seam', width: '1280', height: '720' } },
  // No video file in the catalogue: the player opens on the poster (local-services serves the real clip).
  Video: { value: { src: '/sample.webm' } },
};

export const WithVideo: Story = { args: { rendering, params: {}, fields } };
export const WithoutVideo: Story = { args: { rendering, params: {}, fields: { ...fields, Video: undefined } } };
export const MissingContent: Story = { args: { rendering, params: {}, fields: { Text: fields.Text } } };
