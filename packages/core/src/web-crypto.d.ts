/**
 * The few Web APIs core uses (WebCrypto, TextEncoder/TextDecoder, btoa/atob), declared by hand
 * because core compiles without the DOM and node libraries on purpose (docs/architecture.md
 * "Conventions"). Browsers and Node ≥ 20 provide all of them as globals; packages that import core bring
 * their own (DOM or node) declarations, so nothing here is referenced from source files.
 */
declare global {
	type CryptoKey = { readonly type: string }

	type SubtleCrypto = {
		digest(algorithm: 'SHA-256', data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>
		importKey(
			format: 'raw',
			keyData: ArrayBuffer,
			algorithm: 'AES-GCM',
			extractable: boolean,
			keyUsages: ('encrypt' | 'decrypt')[],
		): Promise<CryptoKey>
		encrypt(
			algorithm: { name: 'AES-GCM'; iv: Uint8Array<ArrayBuffer> },
			key: CryptoKey,
			data: Uint8Array<ArrayBuffer>,
		): Promise<ArrayBuffer>
		decrypt(
			algorithm: { name: 'AES-GCM'; iv: Uint8Array<ArrayBuffer> },
			key: CryptoKey,
			data: Uint8Array<ArrayBuffer>,
		): Promise<ArrayBuffer>
	}

	var crypto: {
		readonly subtle: SubtleCrypto
		getRandomValues<T extends Uint8Array<ArrayBuffer>>(array: T): T
	}

	class TextEncoder {
		encode(input?: string): Uint8Array<ArrayBuffer>
	}

	class TextDecoder {
		constructor(label?: string, options?: { fatal?: boolean })
		decode(input?: Uint8Array<ArrayBuffer>): string
	}

	function btoa(data: string): string
	function atob(data: string): string
}

export {}
