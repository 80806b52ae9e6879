import { describe, expect, it } from 'vitest';
import { learningProgressFixture, topicDetailsFixture } from '../testing/fixtures';
import { averageText, outOfText } from './figures';
import {
  hasWeeklyWork,
  topicChartRows,
  topicTable,
  weekChartRows,
  weekTable,
} from './progress-chart-data';

describe('figures', () => {
  it('say what each figure is out of', () => {
    expect(outOfText({ count: 12, out_of: 28 })).toBe('12 of 28');
    expect(averageText({ percentage: 72.5, out_of: 14 })).toBe('72.5% of 14 marked');
    expect(averageText({ percentage: null, out_of: 0 })).toBe('None marked');
  });
});

describe('topic chart data', () => {
  it('splits each topic by stage, furthest along first', () => {
    expect(topicChartRows(topicDetailsFixture())).toEqual([
      { topic: 'Cell structure', C: 1, A: 0, I: 1, NS: 2, N: 0 },
    ]);
  });

  it('shortens long titles on the chart but not in its table', () => {
    const details = topicDetailsFixture();
    const [topic] = details.topics;
    if (!topic) throw new Error('no topic');
    const long = {
      ...details,
      topics: [{ ...topic, title: 'The parts of plant and animal cells' }],
    };
    expect(topicChartRows(long)[0]?.topic).toBe('The parts of plant an…');
    expect(topicTable(long).rows[0]?.cells[0]).toBe(
      'The parts of plant and animal cells (Cells and Microscopes)',
    );
  });

  it('puts the same numbers in a table with what they are out of', () => {
    expect(topicTable(topicDetailsFixture())).toEqual({
      columns: [
        'Topic',
        'Done',
        'Waiting for marks',
        'In progress',
        'Not started',
        'Missed (closed)',
        'Out of',
        'Handed in',
        'Average score',
      ],
      rows: [
        {
          key: '8',
          cells: [
            'Cell structure (Cells and Microscopes)',
            1,
            0,
            1,
            2,
            0,
            4,
            '1 of 4',
            '80% of 1 marked',
          ],
        },
      ],
    });
  });
});

describe('week chart data', () => {
  it('labels weeks by their Monday on the chart and in full in the table', () => {
    const progress = learningProgressFixture();
    expect(weekChartRows(progress)).toEqual([
      { week: '11 Jan', handedIn: 0, active: 0, average: null },
      { week: '18 Jan', handedIn: 0, active: 1, average: null },
      { week: '25 Jan', handedIn: 1, active: 2, average: 80 },
    ]);
    expect(weekTable(progress).rows.map((row) => row.cells)).toEqual([
      ['11–17 Jan 2027', 0, '0 of 2', 'None marked'],
      ['18–24 Jan 2027', 0, '1 of 2', 'None marked'],
      ['25–31 Jan 2027', 1, '2 of 2', '80% of 1 marked'],
    ]);
  });

  it('knows a range where nothing happened', () => {
    const progress = learningProgressFixture();
    expect(hasWeeklyWork(progress)).toBe(true);
    expect(hasWeeklyWork({ ...progress, weeks: progress.weeks.slice(0, 1) })).toBe(false);
  });
});
