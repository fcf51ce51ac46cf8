// The one Chart.js registration of this remote: only the controllers, elements, scales and
// plugins its cards draw with, so the rest of Chart.js is left out of the bundle.
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

Chart.register(BarController, LineController, DoughnutController, BarElement, LineElement, PointElement, ArcElement, CategoryScale, LinearScale, Filler, Legend, Tooltip);
