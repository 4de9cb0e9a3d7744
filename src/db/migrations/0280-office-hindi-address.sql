-- Every name and address a Hindi page or document prints has its Hindi form, entered with the office: the office's
-- address in Hindi (its name in Hindi, and its district's and State's, were required from the start). Empty means not
-- yet entered: Hindi pages then print the English address as entered, and the administrator's page says it is missing.
alter table office add column address_hi text not null default '';

-- The demonstration offices the seed wrote before this column existed get the Hindi forms the seed now writes.
update office set address_hi = 'तहसील सदर, आगरा, उत्तर प्रदेश (डेमो)'
  where code = 'AGRS' and address = 'Tehsil Sadar, Agra, Uttar Pradesh (demo)' and address_hi = '';
update office set address_hi = 'तहसील एत्मादपुर, आगरा, उत्तर प्रदेश (डेमो)'
  where code = 'AGRE' and address = 'Tehsil Etmadpur, Agra, Uttar Pradesh (demo)' and address_hi = '';
update office set address_hi = 'कलेक्ट्रेट, आगरा, उत्तर प्रदेश (डेमो)'
  where code = 'AGRDM' and address = 'Collectorate, Agra, Uttar Pradesh (demo)' and address_hi = '';
update office set address_hi = 'गुवाहाटी सदर, कामरूप महानगर, असम (डेमो)'
  where code = 'KMRS' and address = 'Guwahati Sadar, Kamrup Metropolitan, Assam (demo)' and address_hi = '';
update office set address_hi = 'उपायुक्त कार्यालय, गुवाहाटी, असम (डेमो)'
  where code = 'KMRDM' and address = 'Deputy Commissioner''s Office, Guwahati, Assam (demo)' and address_hi = '';
update office set address_hi = 'सिलचर सदर, कछार, असम (डेमो)'
  where code = 'CACS' and address = 'Silchar Sadar, Cachar, Assam (demo)' and address_hi = '';
update office set address_hi = 'उपायुक्त कार्यालय, सिलचर, असम (डेमो)'
  where code = 'CACDM' and address = 'Deputy Commissioner''s Office, Silchar, Assam (demo)' and address_hi = '';
update office set address_hi = 'कोकराझार सदर, कोकराझार, असम (डेमो)'
  where code = 'KOKS' and address = 'Kokrajhar Sadar, Kokrajhar, Assam (demo)' and address_hi = '';
update office set address_hi = 'उपायुक्त कार्यालय, कोकराझार, असम (डेमो)'
  where code = 'KOKDM' and address = 'Deputy Commissioner''s Office, Kokrajhar, Assam (demo)' and address_hi = '';
