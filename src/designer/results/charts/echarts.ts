import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * ECharts with only what the results screens draw (bar, pie and line charts; grid, tooltip, legend) and the
 * canvas renderer. Chart.tsx imports this module dynamically, so ECharts is a chunk of its own, fetched when a
 * chart first shows: never by the runner, the editor or the response list.
 */
use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { init };
