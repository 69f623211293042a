import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccordionBlock } from './accordion';

const meta = { title: 'Content blocks/Accordion', component: AccordionBlock } satisfies Meta<typeof AccordionBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'Accordion' };
const html = (value: string) => ({ value, sanitized: true as const });

export const Faq: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Title: { value: 'Frequently asked questions' },
      Items: [
        {
          id: 'delivery',
          fields: {
            Title: { value: 'How fast do you deliver spare parts?' },
            Text: html(
              '<p>Parts in stock leave our warehouse within <strong>24 hours</strong>. Express delivery is available in most European countries.</p>',
            ),
          },
        },
        {
          id: 'warranty',
          fields: {
            Title: { value: 'What does the warranty cover?' },
            Text: html(
              '<p>All hot-air tools carry a two-year warranty on material and workmanship.</p><ul><li>Heating elements: 1 year</li><li>Motors: 2 years</li></ul>',
            ),
          },
        },
        {
          id: 'training',
          fields: {
            Title: { value: 'Do you offer welding training?' },
            Text: html(
              '<p>Yes. Our <a href="/en/service/training">training centre</a> runs courses for beginners and certified welders.</p>',
            ),
          },
        },
      ],
    },
  },
};

export const MissingDatasource: Story = {
  args: { rendering, params: {}, fields: {} },
};
