import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './leaflet-touch.css';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';

/**
 * Leaflet finds its default marker images by a path guessed from its CSS, which a bundler breaks; the
 * images are imported so the build ships them and the default icon points at them.
 */
export const DEFAULT_MARKER_ICON = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

/** SPEC section 9: maps open near 26.155, 91.779 when there is nothing to show yet. */
export const DEFAULT_CENTRE: L.LatLngTuple = [26.155, 91.779];

export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
