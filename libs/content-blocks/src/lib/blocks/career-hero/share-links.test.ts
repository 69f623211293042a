import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links';

describe('shareLinks', () => {
  it('builds e-mail and social share URLs with the page URL encoded', () => {
    const links = shareLinks('https://www.example.com/en/careers/jobs/service-technician?ref=a&b=c', 'Service Technician (80–100%)');
    expect(links.email).toBe(
      'mailto:?subject=Service%20Technician%20(80%E2%80%93100%25)&body=https%3A%2F%2Fwww.example.com%2Fen%2Fcareers%2Fjobs%2Fservice-technician%3Fref%3Da%26b%3Dc',
    );
    expect(links.linkedIn).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.example.com%2Fen%2Fcareers%2Fjobs%2Fservice-technician%3Fref%3Da%26b%3Dc',
    );
    expect(links.x).toMatch(/^https:\/\/x\.com\/intent\/post\?url=https%3A%2F%2Fwww\.example\.com.*&text=Service%20Technician/);
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.example.com%2Fen%2Fcareers%2Fjobs%2Fservice-technician%3Fref%3Da%26b%3Dc',
    );
  });
});
