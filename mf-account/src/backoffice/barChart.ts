// Chart.js with only the bar chart's parts, registered once: named imports let the bundler leave the
// rest of the library (line, pie, time scales, …) out of the chunk the funnel report loads.
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export { Chart };
