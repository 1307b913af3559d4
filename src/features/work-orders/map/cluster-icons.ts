import L from 'leaflet';
import { clusterLook, type ClusterLook } from './cluster-look';
import { legendIdOf, type MapKind } from './map-legend';
import { OrderMarker } from './marker-loader';
import classes from './WorkOrderMap.module.css';

/**
 * A cluster's bubble: a ring of its statuses' colours round a disc tinted by the dominant one, its count in
 * the middle. `marker-cluster` stays among its classes: the long-press handler and the map benchmark find
 * clusters by it. Its name (role button, from Leaflet) says the count and the mix.
 */
class ClusterIcon extends L.DivIcon {
  constructor(private readonly look: ClusterLook) {
    const digits = String(look.total).length;
    const fontSize = digits > 4 ? 11 : digits > 3 ? 12 : digits > 2 ? 13 : 14;
    super({
      className: `marker-cluster ${classes.cluster}`,
      html: `<span class="${classes.clusterCount}" style="font-size:${fontSize}px">${look.total}</span>`,
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

/** What leaflet.markercluster hands an icon function: the cluster, whose markers are OrderMarkers. */
interface ClusterOfOrders {
  getAllChildMarkers(): L.Marker[];
}

/**
 * The icon of a cluster of this map's orders. The library asks once per cluster and keeps it until the
 * cluster's members change, so the tally costs one pass over the members of the clusters on screen.
 */
export function clusterIcon(cluster: ClusterOfOrders, kind: MapKind): L.DivIcon {
  const tally = new Map<number, number>();
  for (const marker of cluster.getAllChildMarkers()) {
    if (!(marker instanceof OrderMarker)) continue;
    const id = legendIdOf(marker.order, kind);
    tally.set(id, (tally.get(id) ?? 0) + 1);
  }
  return new ClusterIcon(clusterLook(tally, kind));
}
