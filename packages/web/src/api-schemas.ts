/** Core's API response schemas, which api-client.ts loads on first use: they bring full zod. */
export {
	CacheBundleSchema,
	DailyAnswerSchema,
	EncryptedResponseSchema,
	WinnersResponseSchema,
	WinResponseSchema,
} from '@dragondle/core'
