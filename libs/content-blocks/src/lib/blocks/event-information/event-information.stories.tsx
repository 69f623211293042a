import type { Meta, StoryObj } from '@storybook/react-vite';
import { EventInformationBlock } from './event-information';

const meta = { title: 'Content blocks/Event information', component: EventInformationBlock } satisfies Meta<typeof EventInformationBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'EventInformation' };

export const TradeFair: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Title: { value: 'K 2025 – The plastics trade fair' },
      City: { value: 'Düsseldorf' },
      Country: { fields: { RegionName: { value: 'Germany' } } },
      Industries: [
        { id: '1', fields: { Title: { value: 'Automotive' } } },
        { id: '2', fields: { Title: { value: 'Packaging' } } },
        { id: '3', fields: { Title: { value: 'Construction' } } },
      ],
      StartDate: { value: '2025-10-08T08:00:00Z' },
      EndDate: { value: '2025-10-15T16:00:00Z' },
      Text: {
        sanitized: true,
        value:
          '<p>Meet our plastic welding team and see the new <strong>extrusion welder generation</strong> live at the booth.</p><ul><li>Live demonstrations every hour</li><li>Talk to our application engineers</li></ul>',
      },
      Venue: { value: 'Messe Düsseldorf' },
      Address: { value: 'Messeplatz\n40474 Düsseldorf' },
      BoothInformation: { value: 'Hall 11, booth E52' },
      DirectionsLink: { value: { href: 'https://www.messe-duesseldorf.de/', target: '_blank' } },
      BoothLink: { value: { href: '/events/k-2025/booth', text: 'Book a meeting at our booth' } },
      OrganizerLink: { value: { href: 'https://www.k-online.com/', text: 'K 2025 website', target: '_blank' } },
      Latitude: { value: '51.2613' },
      Longitude: { value: '6.7410' },
    },
  },
};

export const SameDayWithoutMap: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Title: { value: 'Open day at our Kägiswil plant' },
      City: { value: 'Kägiswil' },
      Country: { value: 'Switzerland' },
      StartDate: { value: '2025-06-12T07:00:00Z' },
      EndDate: { value: '2025-06-12T15:30:00Z' },
      Latitude: { value: '0' },
      Longitude: { value: '0' },
    },
  },
};

export const MissingContent: Story = { args: { rendering, params: {}, fields: {} } };
