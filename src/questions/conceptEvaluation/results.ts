import { optionText } from '../../core/results/labels';
import type { FamilyResults } from '../familyResults';
import { answerOf, type ColumnDraft } from '../shared/columns';
import { baseImage, regionRect } from './family';

/**
 * A concept evaluation in the results (server side only, see ../familyResults.ts). Its report summary is a
 * multiple choice's over the chosen regions (the entry's results: how many respondents chose each region and
 * their share), which the server's choice statistics read from the answer's optionIds as they do a checkbox's;
 * its export is one 0/1 column per region and the none option, a multiple-response set, named by the
 * region's code, labelled by its name. The report draws each region's share over the base image (picture).
 */
export const results = {
  columns: (question, { code, title }) =>
    question.optionList.map(
      (option): ColumnDraft => ({
        wanted: `${code}_${option.positionCode?.trim() || option.orderById + 1}`,
        label: `${title} - ${optionText(option)}`,
        type: 'numeric',
        measure: 'nominal',
        valueLabels: [{ value: 1, label: optionText(option) }],
        dichotomy: true,
        set: { key: code, label: title },
        cell: (response) => {
          const answer = answerOf(response, question, 'regions');
          return answer ? (answer.optionIds.includes(option.id) ? 1 : 0) : null;
        },
      }),
    ),
  picture: (question) => {
    const image = baseImage(question);
    if (!image) return undefined;
    const regions = question.optionList.flatMap((option) => {
      const rect = regionRect(option);
      return rect ? [{ optionId: option.id, ...rect }] : [];
    });
    return regions.length > 0 ? { url: image.url, regions } : undefined;
  },
} satisfies FamilyResults;
