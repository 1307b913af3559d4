import 'leaflet';

/**
 * The part of leaflet.markercluster (loaded by react-leaflet-cluster) the console uses. The package ships no
 * types and @types/leaflet.markercluster is not a dependency; without these, react-leaflet-cluster's own
 * declarations fall back to `any`.
 */
declare module 'leaflet' {
  interface MarkerClusterGroupOptions extends LayerOptions {
    /** Pixels around a cluster's centre that join it (default 80). */
    maxClusterRadius?: number | ((zoom: number) => number);
    /** From this zoom on every marker stands alone. */
    disableClusteringAtZoom?: number;
    showCoverageOnHover?: boolean;
    zoomToBoundsOnClick?: boolean;
    spiderfyOnMaxZoom?: boolean;
    removeOutsideVisibleBounds?: boolean;
    animate?: boolean;
    /** `addLayers` works in slices of `chunkInterval` ms with `chunkDelay` ms breaks in between. */
    chunkedLoading?: boolean;
    chunkInterval?: number;
    chunkDelay?: number;
    /** After each slice: markers processed so far, markers in the call, ms since it began. */
    chunkProgress?: (processed: number, total: number, elapsed: number) => void;
    iconCreateFunction?: (cluster: MarkerCluster) => Icon | DivIcon;
  }

  class MarkerCluster extends Marker {
    getChildCount(): number;
    getAllChildMarkers(): Marker[];
    zoomToBounds(options?: FitBoundsOptions): void;
  }

  class MarkerClusterGroup extends FeatureGroup {
    constructor(options?: MarkerClusterGroupOptions);
    options: MarkerClusterGroupOptions;
    /** `skipLayerAddEvent` spares one `layeradd` event per marker. */
    addLayers(layers: Layer[], skipLayerAddEvent?: boolean): this;
    removeLayers(layers: Layer[]): this;
    refreshClusters(layers?: Layer | Layer[]): this;
    getVisibleParent(marker: Marker): Marker | null;
  }

  function markerClusterGroup(options?: MarkerClusterGroupOptions): MarkerClusterGroup;
}
