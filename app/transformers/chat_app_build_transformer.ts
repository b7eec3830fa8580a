import { BaseTransformer } from '@adonisjs/core/transformers'
import type ChatAppBuild from '#models/chat_app_build'

/** An uploaded support chat app build as the console lists it (SPEC §2.9). */
export default class ChatAppBuildTransformer extends BaseTransformer<ChatAppBuild> {
  toObject() {
    return {
      id: this.resource.id,
      kind: this.resource.kind,
      fileName: this.resource.fileName,
      sizeBytes: this.resource.sizeBytes,
      createdAt: this.resource.createdAt.toISO(),
    }
  }
}
