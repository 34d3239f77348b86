import type { ErrorRequestHandler, RequestHandler } from 'express'
import { errorAnswer } from '~/services/error-answer.ts'

type BodyParserError = Error & { type?: string; status?: number; expose?: boolean; limit?: number }

const bodyParserMessages: Record<string, string> = {
  'entity.too.large': 'Request body is too large (the limit is 100 KB)',
  'entity.parse.failed': 'Malformed JSON in request body',
  'encoding.unsupported': 'Unsupported content encoding',
  'charset.unsupported': 'Unsupported charset',
  'parameters.too.many': 'Too many parameters in request body',
  'entity.verify.failed': 'Request body could not be verified',
  'request.aborted': 'Request was aborted',
}

/** The one place where errors become statuses; nothing internal leaks into a response body. */
export const apiErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const answer = errorAnswer(error)
  if (answer) {
    if (answer.body.reason === 'busy')
      req.log?.warn({ err: error }, 'write refused (database busy or storage full)')
    res.status(answer.status).set(answer.headers).json(answer.body)
    return
  }
  const parserError = error as BodyParserError
  if (parserError.type === 'entity.too.large' && parserError.limit) {
    const limit =
      parserError.limit >= 1024 * 1024
        ? `${parserError.limit / (1024 * 1024)} MB`
        : `${parserError.limit / 1024} KB`
    res.status(413).json({ message: `Request body is too large (the limit is ${limit})` })
    return
  }
  if (parserError.type && bodyParserMessages[parserError.type]) {
    res.status(parserError.status ?? 400).json({ message: bodyParserMessages[parserError.type] })
    return
  }
  if (typeof parserError.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
    res.status(parserError.status).json({ message: parserError.expose ? parserError.message : 'Bad request' })
    return
  }
  req.log?.error({ err: error }, 'unhandled API error')
  res.status(500).json({ message: 'Internal server error' })
}

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route for ${req.method} ${req.path}` })
}
