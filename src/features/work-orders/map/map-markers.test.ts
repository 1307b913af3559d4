import L from 'leaflet';
import { afterEach, describe, expect, it } from 'vitest';
import { mapOrder } from '../../../../tests/support/map-fixtures';
import { OrderMarker } from './map-markers';

let map: L.Map | null = null;
afterEach(() => {
  map?.remove();
  map = null;
  document.body.innerHTML = '';
});

function openMap(): L.Map {
  const frame = document.createElement('div');
  document.body.append(frame);
  map = L.map(frame).setView([51.5, -0.1], 14);
  return map;
}

describe('an order’s marker', () => {
  it('is named for a screen reader by its code, and by what someone else changed while it is marked', () => {
    const order = mapOrder('01a00000-0000-7000-8000-000000000001', 51.5, -0.1);
    const marker = new OrderMarker(order, 'active').addTo(openMap());
    const element = marker.getElement()!;
    expect(element).toHaveAttribute('aria-label', order.code);

    marker.present('active', 'Changed by Asha');
    expect(marker.getElement()).toHaveAttribute('aria-label', `${order.code}, Changed by Asha`);
    expect(marker.getElement()).toHaveAttribute('title', `${order.code}, Changed by Asha`);

    marker.present('active', undefined);
    expect(marker.getElement()).toHaveAttribute('aria-label', order.code);
  });

  it('keeps its name when it is taken off the map and drawn again marked', () => {
    const order = mapOrder('01a00000-0000-7000-8000-000000000002', 51.5, -0.1);
    const shown = openMap();
    const marker = new OrderMarker(order, 'active', 'Changed by Asha').addTo(shown);
    marker.remove();
    marker.addTo(shown);
    expect(marker.getElement()).toHaveAttribute('aria-label', `${order.code}, Changed by Asha`);
  });
});
