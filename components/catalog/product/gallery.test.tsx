/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { Gallery } from './gallery';

const labels = { gallery: 'Produktbilder', showImage: 'Bild {number} von {count} zeigen' };
const picture = (name: string) => ({ url: `/media/${name}.png`, alt: name, width: 800, height: 800 });

describe('Gallery', () => {
  it('shows the first picture large and swaps it from a thumbnail', () => {
    render(<Gallery images={[picture('front'), picture('side')]} labels={labels} />);
    expect(screen.getByRole('region', { name: 'Produktbilder' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Bild 2 von 2 zeigen'));
    expect(screen.getByAltText('side').getAttribute('fetchpriority')).toBe('high');
  });

  it('keeps the picture’s place with a placeholder nobody reads when the product has no picture', () => {
    const { container } = render(<Gallery images={[]} labels={labels} />);
    const placeholder = screen.getByTestId('image-placeholder');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder.className).toContain('gallery__main');
    expect(container.querySelector('img')).toBeNull();
  });
});
