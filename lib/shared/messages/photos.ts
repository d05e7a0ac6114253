import { MAX_PHOTOS_PER_MEMBER, MAX_PHOTO_MB, PHOTO_TYPES } from '../constants';

/** "JPEG, PNG, …, AVIF or TIFF": the types the server accepts, named once for the help text and the error. */
const PHOTO_TYPE_NAMES = `${PHOTO_TYPES.slice(0, -1).map((t) => t.label).join(', ')} or ${PHOTO_TYPES.at(-1)!.label}`;

/** Photos and photo requests: upload, sharing, asking again. */
export const MSG_PHOTOS = {
  // SPEC.md sections 5 and 8, word for word.
  photoSelect: 'Please select a photo to upload.',
  photoDeleteConfirm: 'Are you sure you want to delete this photo?',
  photoRequestLogin: 'You must be logged in to request photos.',
  // Ours: what the spec leaves open.
  photoNotFound: 'Photo not found.',
  photoNotImage: `Please choose an image file (${PHOTO_TYPE_NAMES}).`,
  photoTooLarge: `Photos must be ${MAX_PHOTO_MB} MB or smaller.`,
  photoTooManyPixels: 'This image is too large in pixels. Please choose one under 40 megapixels.',
  photoLimit: `You can keep at most ${MAX_PHOTOS_PER_MEMBER} photos. Please delete one before uploading another.`,
  photoLinkInvalid: 'This photo link is invalid or has expired.',
  requestToSelf: 'You cannot request your own photos.',
  requestSameGender: 'Photo requests can only be sent to members of the other gender.',
  requestByAdmin: 'Admins cannot request photos.',
  requestExists: 'You have already sent a photo request to this member.',
  requestAccepted: 'This member has already shared their photos with you.',
  requestRejectedRecently: 'This member declined your request. You can ask again 30 days after it was declined.',
  requestNotFound: 'Photo request not found.',
  requestNotPending: 'This request has already been answered.',
  requestOnlyTarget: 'Only the member who received this request can answer it.',
  photoAccessRequestFailed: 'Failed to send photo access request',
  fetchPhotosFailed: 'Failed to fetch photos',
  uploadPhotoFailed: 'Failed to upload photo',
  photoUploaded: 'Photo uploaded successfully!',
  photoDeleted: 'Photo deleted successfully!',
  photoAccessRequestSent: 'Photo access request sent!',
  photoRequestSent: 'Photo request sent!',
  requestAcceptedToast: 'Request accepted!',
  requestRejectedToast: 'Request rejected!',
  accessWithdrawn: 'Photo access withdrawn.',
  noPhotos: "You haven't uploaded any photos yet.",
  noRequestsReceived: 'No photo requests received.',
  noRequestsSent: 'No photo requests sent.',
  userHasNoPhotos: 'This user has no photos uploaded or displayed.',
  photosPrivate: 'Photos are private.',
  requestPhotos: 'Request photos',
  requestPhotosFrom: (firstName: string) => `Request photos from ${firstName}`,
  requestSent: 'Request sent',
  requestSentTo: (firstName: string) => `Request sent to ${firstName}`,
  photosShared: 'Photos shared',
  photosSharedBy: (firstName: string) => `Photos shared by ${firstName}`,
  askAgainOn: (date: string) => `Declined — ask again on ${date}`,
  askAgainOnFrom: (firstName: string, date: string) => `Declined — ask ${firstName} again on ${date}`,
  askAgainHint: (firstName: string, date: string) => `${firstName} declined your request for now. You can ask again on ${date}.`,
  photoHelp: `${PHOTO_TYPE_NAMES}, up to ${MAX_PHOTO_MB} MB; at most ${MAX_PHOTOS_PER_MEMBER} photos. Location and camera details are removed.`,
} as const;
