import type { FamilyResults } from '../familyResults';
import { answerOf, dichotomyColumns } from '../shared/columns';
import { baseImage, regionRect } from './family';

/**
 * A concept evaluation in the results (server side only, see ../familyResults.ts). Its report summary is a
 * multiple choice's over the chosen regions (the entry's results: how many respondents chose each region and
 * their share), which the server's choice statistics read from the answer's optionIds as they do a checkbox's;
 * its export is one 0/1 column per region and the none option, a multiple-response set, named by the
 * region's code, labelled by its name. The report draws each region's share over the base image (picture).
 */
export const results = {
  columns: (question, context) =>
    dichotomyColumns(
      question.optionList,
      context,
      (option) => option.positionCode?.trim() || String(option.orderById + 1),
      (response) => answerOf(response, question, 'regions')?.optionIds,
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
