import {
  enrollmentEventsPageSchema,
  type EnrollmentEvent,
  type EnrollmentEventsPage,
} from '../../api/schemas/enrollment';
import { iterateItems, pageQuery, pageUrl, type IterateOptions, type PageRequest } from '../paging';
import { path, type ClientCore } from './core';

/** Dispute alert enrollment events (spec 4.4). */
export function enrollmentMethods(core: ClientCore) {
  const { transport, apiUrl, merchantAuth } = core;

  async function listEnrollmentEvents(
    enrollmentId: string,
    page?: PageRequest,
    options: { signal?: AbortSignal } = {},
  ): Promise<EnrollmentEventsPage> {
    const listUrl = apiUrl + path`/dispute/disputes/alert-enrollments/${enrollmentId}/events`;
    return transport.request({
      method: 'GET',
      url: pageUrl(listUrl, page) ?? listUrl,
      query: pageQuery(page),
      auth: merchantAuth,
      signal: options.signal,
      schema: enrollmentEventsPageSchema,
    });
  }

  return {
    /** One page of an enrollment's events, oldest first; 404 for an unknown enrollment. */
    listEnrollmentEvents,

    /** Every event of an enrollment, fetching page after page as the loop goes. */
    enrollmentEvents(enrollmentId: string, options: IterateOptions = {}): AsyncGenerator<EnrollmentEvent> {
      return iterateItems((page) => listEnrollmentEvents(enrollmentId, page), options);
    },
  };
}
