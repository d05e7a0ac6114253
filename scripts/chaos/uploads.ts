import sharp from 'sharp';
import type { HttpRequest } from './load';
import type { Member } from './members';

/**
 * Photo uploads mixed into a scenario's HTTP load, and the check afterwards that every upload
 * the cluster answered 201 to is listed for its owner and served, byte for byte, through the
 * load balancer: a node lost mid-upload must not leave a photo that exists on one node only.
 */
export class Uploads {
  attempted = 0;
  private readonly created = new Map<string, Member>();
  private image?: Buffer;

  async prepare(): Promise<this> {
    this.image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7' } }).jpeg().toBuffer();
    return this;
  }

  request(member: Member): HttpRequest {
    this.attempted += 1;
    const image = this.image!;
    return {
      method: 'POST',
      path: '/api/photos/upload',
      token: member.token,
      form: () => {
        const form = new FormData();
        form.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'chaos.jpg');
        return form;
      },
      onOk: (body) => this.created.set((JSON.parse(body) as { photo: { _id: string } }).photo._id, member),
    };
  }

  /** How many acknowledged uploads are listed and served now, asked through the load balancer. */
  async verify(url: string): Promise<{ acknowledged: number; served: number; missing: number }> {
    let served = 0;
    const listed = new Map<Member, Array<{ _id: string; url: string }>>();
    for (const member of new Set(this.created.values())) {
      const response = await fetch(`${url}/api/photos`, { headers: { Authorization: `Bearer ${member.token}` } });
      listed.set(member, response.ok ? ((await response.json()) as Array<{ _id: string; url: string }>) : []);
    }
    for (const [id, member] of this.created) {
      const photo = listed.get(member)?.find((p) => p._id === id);
      if (!photo) continue;
      const response = await fetch(new URL(photo.url, url));
      const bytes = Buffer.from(await response.arrayBuffer());
      if (response.ok && (await sharp(bytes).metadata()).width) served += 1;
    }
    return { acknowledged: this.created.size, served, missing: this.created.size - served };
  }
}
