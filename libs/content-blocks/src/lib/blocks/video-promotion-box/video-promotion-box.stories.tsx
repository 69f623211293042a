import type { Meta, StoryObj } from '@storybook/react-vite';
import { VideoPromotionBoxBlock } from './video-promotion-box';

const meta = { title: 'Content blocks/Video promotion box', component: VideoPromotionBoxBlock } satisfies Meta<
  typeof VideoPromotionBoxBlock
>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'VideoPromotionBox' };
const fields = {
  Title: { value: 'See the seam before you weld it' },
  Text: {
    value: 'Book a live demonstration of our automatic roofing welders on your own membrane, at your site or in our application centre.',
  },
  Link: { value: { href: '/contact', text: 'Book a demonstration' } },
  Image: { value: { src: '/sample.svg', alt: 'Hot-air welder on a roofing membrane', width: '1280', height: '720' } },
  // No video file in the catalogue: the poster shows (local-services serves the real clip).
  Video: { value: { src: '/sample.webm' } },
};

export const WithVideo: Story = { args: { rendering, params: {}, fields } };
export const ImageOnly: Story = { args: { rendering, params: {}, fields: { ...fields, Video: undefined } } };
export const TextOnly: Story = { args: { rendering, params: {}, fields: { Title: fields.Title, Text: fields.Text, Link: fields.Link } } };
export const MissingContent: Story = { args: { rendering, params: {}, fields: { Video: fields.Video } } };
