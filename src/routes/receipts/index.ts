import { createRouter } from "../../http/router";
import { documentTransactionsHandler, documentTransactionsRoute, suggestionsHandler, suggestionsRoute } from "./documents";
import { linkHandler, linkRoute, listDocumentsHandler, listDocumentsRoute, unlinkHandler, unlinkRoute } from "./transactions";

/**
 * Receipts and supporting documents: links between a transaction and the documents that explain it,
 * read and written from either side. Mounted beside the transactions and documents routers, so that
 * neither of those imports the other.
 */
export const transactionReceiptsRouter = createRouter().openapi(listDocumentsRoute, listDocumentsHandler).openapi(linkRoute, linkHandler).openapi(unlinkRoute, unlinkHandler);
export const documentReceiptsRouter = createRouter().openapi(documentTransactionsRoute, documentTransactionsHandler).openapi(suggestionsRoute, suggestionsHandler);
