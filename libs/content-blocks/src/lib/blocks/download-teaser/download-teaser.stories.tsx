import type { Meta, StoryObj } from '@storybook/react-vite';
import { DownloadTeaserBlock } from './download-teaser';

const meta = { title: 'Content blocks/Download teaser', component: DownloadTeaserBlock } satisfies Meta<typeof DownloadTeaserBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'DownloadTeaser' };
const download = (id: string, title: string, file: string, size: string) => ({
  id,
  fields: {
    Title: { value: title },
    File: { value: { href: `/sample.svg?file=${file}` } },
    Size: { value: size },
    FileType: { value: file.split('.').pop() ?? '' },
  },
});

export const ManualsAndCertificates: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Title: { value: 'Manuals and certificates' },
      Items: [
        download('1', 'Operating manual – hot-air tool', 'manual.pdf', '2516582'),
        download('2', 'Quick start guide', 'quick-start.pdf', '734003'),
        download('3', 'EU declaration of conformity', 'declaration.pdf', '182000'),
        download('4', 'Spare parts list', 'spare-parts.pdf', '1048576'),
        download('5', 'Welding parameter table', 'parameters.xlsx', '58000'),
        download('6', 'Product brochure 2026', 'brochure.pdf', '9961472'),
        download('7', 'CAD model (STEP)', 'model.zip', '24117248'),
        download('8', 'Safety data sheet', 'safety.pdf', '310000'),
      ],
    },
  },
};

export const MissingDatasource: Story = {
  args: { rendering, params: {}, fields: {} },
};
