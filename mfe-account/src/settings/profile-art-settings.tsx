import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { userSettingsMutations } from '@marketplace/contracts/http';
import { sessionUserAccess, useMarketplaceApi, useSessionUser } from '@marketplace/contracts/browser';
import { ProfileBanner, ProfilePicture } from '@marketplace/contracts/ui';
import { PROFILE_BANNERS, PROFILE_PICTURES, profileBannerName, profilePictureName, type SelfUser } from '@marketplace/contracts/wire';
import styles from './account-settings.module.css';
import { SaveControls } from './save-controls';
import { SettingsSection } from './settings-section';
import { ThumbnailRadioGroup } from './thumbnail-radio-group';
import { useSettingSave } from './use-setting-save';

/** Profile picture and banner, each chosen among the catalogue's art and saved on its own, with a preview of both. */
export function ProfileArtSettings({ self }: { self: SelfUser }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  // The name as the header shows it now (it follows a name saved above without a reload).
  const name = useSessionUser()?.displayName ?? self.displayName ?? self.email;
  const [savedPicture, setSavedPicture] = useState(profilePictureName(self.profilePicture));
  const [picture, setPicture] = useState(savedPicture);
  const [savedBanner, setSavedBanner] = useState(profileBannerName(self.profileBanner));
  const [banner, setBanner] = useState(savedBanner);
  const pictureSave = useSettingSave(userSettingsMutations.setProfilePicture(api), {
    savedMessage: 'accountSettings.art.pictureSaved',
    onSaved: (stored) => sessionUserAccess.patch({ profilePicture: stored }),
  });
  const bannerSave = useSettingSave(userSettingsMutations.setProfileBanner(api), {
    savedMessage: 'accountSettings.art.bannerSaved',
    onSaved: (stored) => sessionUserAccess.patch({ profileBanner: stored }),
  });

  function savePicture(event: FormEvent) {
    event.preventDefault();
    if (picture !== savedPicture) pictureSave.save({ profilePicture: picture }, { onSuccess: (stored) => setSavedPicture(profilePictureName(stored)) });
  }
  function saveBanner(event: FormEvent) {
    event.preventDefault();
    if (banner !== savedBanner) bannerSave.save({ profileBanner: banner }, { onSuccess: (stored) => setSavedBanner(profileBannerName(stored)) });
  }

  return (
    <SettingsSection id="appearance" title={t('accountSettings.art.title')} description={t('accountSettings.art.description')}>
      <div className={styles.preview}>
        <ProfileBanner banner={banner} className={styles.previewBanner} />
        <span className={styles.previewPicture}>
          <ProfilePicture picture={picture} name={name} size={64} decorative />
        </span>
      </div>
      <form className={styles.form} onSubmit={savePicture}>
        <ThumbnailRadioGroup
          legend={t('accountSettings.art.pictureLegend')}
          name="profile-picture"
          options={PROFILE_PICTURES}
          value={picture}
          onChange={setPicture}
          thumbnail={(option) => <ProfilePicture picture={option} name={name} size={48} decorative />}
          label={(option, index) =>
            option === 'DEFAULT' ? t('accountSettings.art.pictureInitial') : t('accountSettings.art.pictureNumber', { number: index })
          }
        />
        <SaveControls
          busy={pictureSave.busy}
          disabled={picture === savedPicture}
          failureKey={pictureSave.failureKey}
          label={t('accountSettings.art.savePicture')}
        />
      </form>
      <form className={styles.form} onSubmit={saveBanner}>
        <ThumbnailRadioGroup
          legend={t('accountSettings.art.bannerLegend')}
          name="profile-banner"
          shape="wide"
          options={PROFILE_BANNERS}
          value={banner}
          onChange={setBanner}
          thumbnail={(option) => <ProfileBanner banner={option} className={styles.bannerSwatch} />}
          label={(_option, index) => t('accountSettings.art.bannerNumber', { number: index + 1 })}
        />
        <SaveControls busy={bannerSave.busy} disabled={banner === savedBanner} failureKey={bannerSave.failureKey} label={t('accountSettings.art.saveBanner')} />
      </form>
    </SettingsSection>
  );
}
