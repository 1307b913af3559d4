import L from 'leaflet';
import { clusterLook, type ClusterLook } from './cluster-look';
import type { MapKind } from './map-legend';
import classes from './WorkOrderMap.module.css';

/**
 * A count as its bubble shows it: whole up to 99,999, then in thousands ("250k") and millions ("1.2M"), so it
 * fits the disc. The bubble's name says the whole count.
 */
export function bubbleCount(total: number): string {
  if (total < 100_000) return String(total);
  if (total < 1_000_000) return `${Math.floor(total / 1000)}k`;
  return `${(Math.floor(total / 100_000) / 10).toFixed(1)}M`;
}

/**
 * A cluster's bubble: a ring of its statuses' colours round a disc tinted by the dominant one, its count in
 * the middle. `marker-cluster` is among its classes: the long-press handler, the tests and the map benchmark
 * find clusters by it. Its name (role button, from Leaflet) says the count and the mix.
 */
class ClusterIcon extends L.DivIcon {
  constructor(private readonly look: ClusterLook) {
    const count = bubbleCount(look.total);
    const fontSize = count.length > 4 ? 11 : count.length > 3 ? 12 : count.length > 2 ? 13 : 14;
    super({
      className: `marker-cluster ${classes.cluster}`,
      html: `<span class="${classes.clusterCount}" style="font-size:${fontSize}px">${count}</span>`,
      iconSize: [look.size, look.size],
    });
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const element = super.createIcon(oldIcon);
    const { dominant, ring, label } = this.look;
    element.setAttribute('aria-label', label);
    element.title = label;
    element.dataset.dominant = String(dominant.id);
    element.style.setProperty('--ring', ring);
    element.style.setProperty('--disc', `var(--mantine-color-${dominant.colour}-1)`);
    return element;
  }
}

/** The icon of a cluster from how many of its orders each legend entry stands for. */
export function clusterIcon(tally: ReadonlyMap<number, number>, kind: MapKind): L.DivIcon {
  return new ClusterIcon(clusterLook(tally, kind));
}
