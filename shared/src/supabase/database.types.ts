/**
 * The shop's schema as TypeScript: GENERATED from supabase/migrations by `npm run types`
 * (Supabase's own generator against PostgreSQL 15). Do not edit by hand: change a migration,
 * then run `npm run types`. `npm test` fails while this file and the schema differ.
 */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: '12';
  };
  public: {
    Tables: {
      categories: {
        Row: {
          created_at: string;
          description: string | null;
          id: number;
          name: string;
          parent_id: number | null;
          position: number;
          slug: string;
        };
        Insert: {
          created_at?: string;
          description?: string | null;
          id?: number;
          name: string;
          parent_id?: number | null;
          position?: number;
          slug: string;
        };
        Update: {
          created_at?: string;
          description?: string | null;
          id?: number;
          name?: string;
          parent_id?: number | null;
          position?: number;
          slug?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'categories_parent_id_fkey';
            columns: ['parent_id'];
            referencedRelation: 'categories';
            referencedColumns: ['id'];
          },
        ];
      };
      category_product_counts: {
        Row: {
          category_id: number;
          product_count: number;
        };
        Insert: {
          category_id: number;
          product_count?: number;
        };
        Update: {
          category_id?: number;
          product_count?: number;
        };
        Relationships: [];
      };
      designs: {
        Row: {
          created_at: string;
          design_code: string;
          design_name: string;
          id: number;
          image_url: string | null;
          is_active: boolean;
          personalization_options: Json | null;
          position: number;
        };
        Insert: {
          created_at?: string;
          design_code: string;
          design_name: string;
          id?: number;
          image_url?: string | null;
          is_active?: boolean;
          personalization_options?: Json | null;
          position?: number;
        };
        Update: {
          created_at?: string;
          design_code?: string;
          design_name?: string;
          id?: number;
          image_url?: string | null;
          is_active?: boolean;
          personalization_options?: Json | null;
          position?: number;
        };
        Relationships: [];
      };
      email_outbox: {
        Row: {
          attempts: number;
          claim_id: string | null;
          claimed_until: string | null;
          created_at: string;
          gave_up_at: string | null;
          id: number;
          kind: string;
          last_error: string | null;
          message_id: string;
          next_attempt_at: string;
          payload: NonNullable<Json>;
          recipient: string;
          sent_at: string | null;
        };
        Insert: {
          attempts?: number;
          claim_id?: string | null;
          claimed_until?: string | null;
          created_at?: string;
          gave_up_at?: string | null;
          id?: never;
          kind: string;
          last_error?: string | null;
          message_id?: string;
          next_attempt_at?: string;
          payload?: NonNullable<Json>;
          recipient: string;
          sent_at?: string | null;
        };
        Update: {
          attempts?: number;
          claim_id?: string | null;
          claimed_until?: string | null;
          created_at?: string;
          gave_up_at?: string | null;
          id?: never;
          kind?: string;
          last_error?: string | null;
          message_id?: string;
          next_attempt_at?: string;
          payload?: NonNullable<Json>;
          recipient?: string;
          sent_at?: string | null;
        };
        Relationships: [];
      };
      newsletter_subscribers: {
        Row: {
          created_at: string;
          email: string;
          id: number;
          unsubscribe_token: string;
          unsubscribed_at: string | null;
        };
        Insert: {
          created_at?: string;
          email: string;
          id?: never;
          unsubscribe_token?: string;
          unsubscribed_at?: string | null;
        };
        Update: {
          created_at?: string;
          email?: string;
          id?: never;
          unsubscribe_token?: string;
          unsubscribed_at?: string | null;
        };
        Relationships: [];
      };
      occasions: {
        Row: {
          category_slug: string;
          day: string;
          name: string;
        };
        Insert: {
          category_slug: string;
          day: string;
          name: string;
        };
        Update: {
          category_slug?: string;
          day?: string;
          name?: string;
        };
        Relationships: [];
      };
      order_items: {
        Row: {
          design_code: string | null;
          group_name: string | null;
          id: number;
          line_total: number;
          options: NonNullable<Json>;
          order_id: number;
          personalization_text: string | null;
          product_id: number | null;
          product_name: string;
          quantity: number;
          size: string | null;
          unit_price: number;
          variant_name: string | null;
          variant_sku: string;
        };
        Insert: {
          design_code?: string | null;
          group_name?: string | null;
          id?: number;
          line_total: number;
          options?: NonNullable<Json>;
          order_id: number;
          personalization_text?: string | null;
          product_id?: number | null;
          product_name: string;
          quantity: number;
          size?: string | null;
          unit_price: number;
          variant_name?: string | null;
          variant_sku: string;
        };
        Update: {
          design_code?: string | null;
          group_name?: string | null;
          id?: number;
          line_total?: number;
          options?: NonNullable<Json>;
          order_id?: number;
          personalization_text?: string | null;
          product_id?: number | null;
          product_name?: string;
          quantity?: number;
          size?: string | null;
          unit_price?: number;
          variant_name?: string | null;
          variant_sku?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'order_items_order_id_fkey';
            columns: ['order_id'];
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'order_items_product_id_fkey';
            columns: ['product_id'];
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'order_items_product_id_fkey';
            columns: ['product_id'];
            referencedRelation: 'products_view';
            referencedColumns: ['id'];
          },
        ];
      };
      orders: {
        Row: {
          arrives_earliest: string | null;
          arrives_latest: string | null;
          cancellable_until: string | null;
          cancelled_at: string | null;
          cancelled_by: string | null;
          contact_email: string | null;
          created_at: string;
          delivered_at: string | null;
          discount: number;
          gift_message: string | null;
          gift_receipt: boolean;
          guest_token: string | null;
          guest_token_hash: string | null;
          id: number;
          idempotency_key: string | null;
          order_number: string;
          organisation: string | null;
          payment_expires_at: string | null;
          payment_failure: string | null;
          payment_method: string;
          payment_provider: string | null;
          payment_reference: string | null;
          payment_state: string | null;
          po_number: string | null;
          proof_approved: boolean;
          proof_fingerprint: string | null;
          refund_reference: string | null;
          refunded_at: string | null;
          ship_to_recipient: boolean;
          shipped_at: string | null;
          shipping: number;
          shipping_city: string;
          shipping_country: string;
          shipping_line1: string;
          shipping_line2: string | null;
          shipping_method: string;
          shipping_name: string;
          shipping_phone: string | null;
          shipping_postal_code: string;
          shipping_region: string | null;
          status: string;
          subtotal: number;
          total: number;
          tracking_number: string | null;
          user_id: string | null;
          order_email_payload: Json | null;
          order_email_recipient: string | null;
          order_path: string | null;
        };
        Insert: {
          arrives_earliest?: string | null;
          arrives_latest?: string | null;
          cancellable_until?: string | null;
          cancelled_at?: string | null;
          cancelled_by?: string | null;
          contact_email?: string | null;
          created_at?: string;
          delivered_at?: string | null;
          discount?: number;
          gift_message?: string | null;
          gift_receipt?: boolean;
          guest_token?: string | null;
          guest_token_hash?: string | null;
          id?: number;
          idempotency_key?: string | null;
          order_number?: string;
          organisation?: string | null;
          payment_expires_at?: string | null;
          payment_failure?: string | null;
          payment_method: string;
          payment_provider?: string | null;
          payment_reference?: string | null;
          payment_state?: string | null;
          po_number?: string | null;
          proof_approved?: boolean;
          proof_fingerprint?: string | null;
          refund_reference?: string | null;
          refunded_at?: string | null;
          ship_to_recipient?: boolean;
          shipped_at?: string | null;
          shipping: number;
          shipping_city: string;
          shipping_country: string;
          shipping_line1: string;
          shipping_line2?: string | null;
          shipping_method?: string;
          shipping_name: string;
          shipping_phone?: string | null;
          shipping_postal_code: string;
          shipping_region?: string | null;
          status?: string;
          subtotal: number;
          total: number;
          tracking_number?: string | null;
          user_id?: string | null;
        };
        Update: {
          arrives_earliest?: string | null;
          arrives_latest?: string | null;
          cancellable_until?: string | null;
          cancelled_at?: string | null;
          cancelled_by?: string | null;
          contact_email?: string | null;
          created_at?: string;
          delivered_at?: string | null;
          discount?: number;
          gift_message?: string | null;
          gift_receipt?: boolean;
          guest_token?: string | null;
          guest_token_hash?: string | null;
          id?: number;
          idempotency_key?: string | null;
          order_number?: string;
          organisation?: string | null;
          payment_expires_at?: string | null;
          payment_failure?: string | null;
          payment_method?: string;
          payment_provider?: string | null;
          payment_reference?: string | null;
          payment_state?: string | null;
          po_number?: string | null;
          proof_approved?: boolean;
          proof_fingerprint?: string | null;
          refund_reference?: string | null;
          refunded_at?: string | null;
          ship_to_recipient?: boolean;
          shipped_at?: string | null;
          shipping?: number;
          shipping_city?: string;
          shipping_country?: string;
          shipping_line1?: string;
          shipping_line2?: string | null;
          shipping_method?: string;
          shipping_name?: string;
          shipping_phone?: string | null;
          shipping_postal_code?: string;
          shipping_region?: string | null;
          status?: string;
          subtotal?: number;
          total?: number;
          tracking_number?: string | null;
          user_id?: string | null;
        };
        Relationships: [];
      };
      payment_events: {
        Row: {
          amount_cents: number | null;
          currency: string | null;
          event_id: string;
          event_type: string;
          order_number: string | null;
          outcome: string;
          payment_reference: string | null;
          provider: string;
          reason: string | null;
          received_at: string;
        };
        Insert: {
          amount_cents?: number | null;
          currency?: string | null;
          event_id: string;
          event_type: string;
          order_number?: string | null;
          outcome: string;
          payment_reference?: string | null;
          provider: string;
          reason?: string | null;
          received_at?: string;
        };
        Update: {
          amount_cents?: number | null;
          currency?: string | null;
          event_id?: string;
          event_type?: string;
          order_number?: string | null;
          outcome?: string;
          payment_reference?: string | null;
          provider?: string;
          reason?: string | null;
          received_at?: string;
        };
        Relationships: [];
      };
      postal_ranges: {
        Row: {
          country_code: string;
          high: string;
          low: string;
          region_code: string | null;
        };
        Insert: {
          country_code: string;
          high: string;
          low: string;
          region_code?: string | null;
        };
        Update: {
          country_code?: string;
          high?: string;
          low?: string;
          region_code?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'postal_ranges_country_code_fkey';
            columns: ['country_code'];
            referencedRelation: 'shipping_countries';
            referencedColumns: ['code'];
          },
          {
            foreignKeyName: 'postal_ranges_country_code_region_code_fkey';
            columns: ['country_code', 'region_code'];
            referencedRelation: 'shipping_regions';
            referencedColumns: ['country_code', 'code'];
          },
        ];
      };
      product_categories: {
        Row: {
          category_id: number;
          product_id: number;
        };
        Insert: {
          category_id: number;
          product_id: number;
        };
        Update: {
          category_id?: number;
          product_id?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'product_categories_category_id_fkey';
            columns: ['category_id'];
            referencedRelation: 'categories';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'product_categories_product_id_fkey';
            columns: ['product_id'];
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'product_categories_product_id_fkey';
            columns: ['product_id'];
            referencedRelation: 'products_view';
            referencedColumns: ['id'];
          },
        ];
      };
      product_listing: {
        Row: {
          category_id: number;
          created_at: string;
          featured: boolean;
          price: number;
          product_id: number;
          rating: number | null;
          review_count: number | null;
        };
        Insert: {
          category_id: number;
          created_at: string;
          featured: boolean;
          price: number;
          product_id: number;
          rating?: number | null;
          review_count?: number | null;
        };
        Update: {
          category_id?: number;
          created_at?: string;
          featured?: boolean;
          price?: number;
          product_id?: number;
          rating?: number | null;
          review_count?: number | null;
        };
        Relationships: [
          {
            foreignKeyName: 'product_listing_product_id_fkey';
            columns: ['product_id'];
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'product_listing_product_id_fkey';
            columns: ['product_id'];
            referencedRelation: 'products_view';
            referencedColumns: ['id'];
          },
        ];
      };
      product_ratings: {
        Row: {
          product_id: number;
          review_count: number;
          star_total: number;
          stars_1: number;
          stars_2: number;
          stars_3: number;
          stars_4: number;
          stars_5: number;
        };
        Insert: {
          product_id: number;
          review_count?: number;
          star_total?: number;
          stars_1?: number;
          stars_2?: number;
          stars_3?: number;
          stars_4?: number;
          stars_5?: number;
        };
        Update: {
          product_id?: number;
          review_count?: number;
          star_total?: number;
          stars_1?: number;
          stars_2?: number;
          stars_3?: number;
          stars_4?: number;
          stars_5?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'product_ratings_product_id_fkey';
            columns: ['product_id'];
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'product_ratings_product_id_fkey';
            columns: ['product_id'];
            referencedRelation: 'products_view';
            referencedColumns: ['id'];
          },
        ];
      };
      product_search: {
        Row: {
          document: unknown;
          product_id: number;
          rating: number | null;
          review_count: number | null;
        };
        Insert: {
          document: unknown;
          product_id: number;
          rating?: number | null;
          review_count?: number | null;
        };
        Update: {
          document?: unknown;
          product_id?: number;
          rating?: number | null;
          review_count?: number | null;
        };
        Relationships: [
          {
            foreignKeyName: 'product_search_product_id_fkey';
            columns: ['product_id'];
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'product_search_product_id_fkey';
            columns: ['product_id'];
            referencedRelation: 'products_view';
            referencedColumns: ['id'];
          },
        ];
      };
      product_types: {
        Row: {
          category_slug: string;
          production_days: number;
        };
        Insert: {
          category_slug: string;
          production_days: number;
        };
        Update: {
          category_slug?: string;
          production_days?: number;
        };
        Relationships: [];
      };
      product_variants: {
        Row: {
          created_at: string;
          id: number;
          is_active: boolean;
          material: string | null;
          option1: string | null;
          option2: string | null;
          option3: string | null;
          original_price: number | null;
          position: number;
          price: number;
          product_id: number;
          size: string | null;
          size_run: string | null;
          variant_name: string;
          variant_sku: string;
        };
        Insert: {
          created_at?: string;
          id?: number;
          is_active?: boolean;
          material?: string | null;
          option1?: string | null;
          option2?: string | null;
          option3?: string | null;
          original_price?: number | null;
          position?: number;
          price: number;
          product_id: number;
          size?: string | null;
          size_run?: string | null;
          variant_name: string;
          variant_sku: string;
        };
        Update: {
          created_at?: string;
          id?: number;
          is_active?: boolean;
          material?: string | null;
          option1?: string | null;
          option2?: string | null;
          option3?: string | null;
          original_price?: number | null;
          position?: number;
          price?: number;
          product_id?: number;
          size?: string | null;
          size_run?: string | null;
          variant_name?: string;
          variant_sku?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'product_variants_product_id_fkey';
            columns: ['product_id'];
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'product_variants_product_id_fkey';
            columns: ['product_id'];
            referencedRelation: 'products_view';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'product_variants_size_run_fkey';
            columns: ['size_run'];
            referencedRelation: 'size_runs';
            referencedColumns: ['code'];
          },
        ];
      };
      products: {
        Row: {
          created_at: string;
          default_description: string | null;
          default_variant_sku: string | null;
          discount_percentage: number | null;
          featured: boolean;
          gallery_urls: NonNullable<Json>;
          id: number;
          is_active: boolean;
          name: string;
          original_price: number | null;
          price: number | null;
          price_from: boolean;
          product_options_config: Json | null;
          rating: number | null;
          review_count: number | null;
          sku: string;
          updated_at: string;
          volume_pricing: boolean;
        };
        Insert: {
          created_at?: string;
          default_description?: string | null;
          default_variant_sku?: string | null;
          discount_percentage?: number | null;
          featured?: boolean;
          gallery_urls?: NonNullable<Json>;
          id?: number;
          is_active?: boolean;
          name: string;
          original_price?: number | null;
          price?: number | null;
          price_from?: boolean;
          product_options_config?: Json | null;
          rating?: number | null;
          review_count?: number | null;
          sku: string;
          updated_at?: string;
          volume_pricing?: boolean;
        };
        Update: {
          created_at?: string;
          default_description?: string | null;
          default_variant_sku?: string | null;
          discount_percentage?: number | null;
          featured?: boolean;
          gallery_urls?: NonNullable<Json>;
          id?: number;
          is_active?: boolean;
          name?: string;
          original_price?: number | null;
          price?: number | null;
          price_from?: boolean;
          product_options_config?: Json | null;
          rating?: number | null;
          review_count?: number | null;
          sku?: string;
          updated_at?: string;
          volume_pricing?: boolean;
        };
        Relationships: [];
      };
      profiles: {
        Row: {
          created_at: string;
          display_name: string | null;
          email: string | null;
          first_name: string | null;
          id: string;
          last_name: string | null;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          display_name?: string | null;
          email?: string | null;
          first_name?: string | null;
          id: string;
          last_name?: string | null;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          display_name?: string | null;
          email?: string | null;
          first_name?: string | null;
          id?: string;
          last_name?: string | null;
          updated_at?: string;
        };
        Relationships: [];
      };
      review_reports: {
        Row: {
          created_at: string;
          review_id: number;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          review_id: number;
          user_id: string;
        };
        Update: {
          created_at?: string;
          review_id?: number;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'review_reports_review_id_fkey';
            columns: ['review_id'];
            referencedRelation: 'reviews';
            referencedColumns: ['id'];
          },
        ];
      };
      review_votes: {
        Row: {
          created_at: string;
          review_id: number;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          review_id: number;
          user_id: string;
        };
        Update: {
          created_at?: string;
          review_id?: number;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'review_votes_review_id_fkey';
            columns: ['review_id'];
            referencedRelation: 'reviews';
            referencedColumns: ['id'];
          },
        ];
      };
      reviews: {
        Row: {
          author_name: string;
          body: string;
          bought_as_gift: boolean;
          created_at: string;
          edited_at: string | null;
          helpful_count: number;
          id: number;
          order_item_id: number;
          product_id: number;
          report_count: number;
          stars: number;
          status: string;
          title: string;
          user_id: string;
        };
        Insert: {
          author_name: string;
          body: string;
          bought_as_gift?: boolean;
          created_at?: string;
          edited_at?: string | null;
          helpful_count?: number;
          id?: number;
          order_item_id: number;
          product_id: number;
          report_count?: number;
          stars: number;
          status?: string;
          title: string;
          user_id: string;
        };
        Update: {
          author_name?: string;
          body?: string;
          bought_as_gift?: boolean;
          created_at?: string;
          edited_at?: string | null;
          helpful_count?: number;
          id?: number;
          order_item_id?: number;
          product_id?: number;
          report_count?: number;
          stars?: number;
          status?: string;
          title?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'reviews_order_item_id_fkey';
            columns: ['order_item_id'];
            referencedRelation: 'order_items';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'reviews_product_id_fkey';
            columns: ['product_id'];
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'reviews_product_id_fkey';
            columns: ['product_id'];
            referencedRelation: 'products_view';
            referencedColumns: ['id'];
          },
        ];
      };
      saved_addresses: {
        Row: {
          city: string;
          country: string;
          created_at: string;
          full_name: string;
          id: number;
          is_default: boolean;
          line1: string;
          line2: string | null;
          phone: string | null;
          postal_code: string;
          region: string | null;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          city: string;
          country: string;
          created_at?: string;
          full_name: string;
          id?: number;
          is_default?: boolean;
          line1: string;
          line2?: string | null;
          phone?: string | null;
          postal_code: string;
          region?: string | null;
          updated_at?: string;
          user_id?: string;
        };
        Update: {
          city?: string;
          country?: string;
          created_at?: string;
          full_name?: string;
          id?: number;
          is_default?: boolean;
          line1?: string;
          line2?: string | null;
          phone?: string | null;
          postal_code?: string;
          region?: string | null;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      search_lexemes: {
        Row: {
          lexeme: string;
          products: number;
        };
        Insert: {
          lexeme: string;
          products: number;
        };
        Update: {
          lexeme?: string;
          products?: number;
        };
        Relationships: [];
      };
      search_lists: {
        Row: {
          lexeme: string;
          product_id: number;
          rank: number;
          rating: number;
          review_count: number;
        };
        Insert: {
          lexeme: string;
          product_id: number;
          rank: number;
          rating: number;
          review_count: number;
        };
        Update: {
          lexeme?: string;
          product_id?: number;
          rank?: number;
          rating?: number;
          review_count?: number;
        };
        Relationships: [];
      };
      search_synonyms: {
        Row: {
          also: boolean;
          replacement: string;
          word: string;
        };
        Insert: {
          also?: boolean;
          replacement: string;
          word: string;
        };
        Update: {
          also?: boolean;
          replacement?: string;
          word?: string;
        };
        Relationships: [];
      };
      search_words: {
        Row: {
          lexeme: string | null;
          word: string;
        };
        Insert: {
          lexeme?: string | null;
          word: string;
        };
        Update: {
          lexeme?: string | null;
          word?: string;
        };
        Relationships: [];
      };
      shipping_countries: {
        Row: {
          code: string;
          name: string;
          postal_example: string;
          postal_label: string;
          postal_pattern: string;
          region_label: string;
          sort_order: number;
        };
        Insert: {
          code: string;
          name: string;
          postal_example: string;
          postal_label: string;
          postal_pattern: string;
          region_label: string;
          sort_order: number;
        };
        Update: {
          code?: string;
          name?: string;
          postal_example?: string;
          postal_label?: string;
          postal_pattern?: string;
          region_label?: string;
          sort_order?: number;
        };
        Relationships: [];
      };
      shipping_methods: {
        Row: {
          code: string;
          free_over_threshold: boolean;
          max_days: number;
          min_days: number;
          name: string;
          position: number;
          price: number | null;
        };
        Insert: {
          code: string;
          free_over_threshold?: boolean;
          max_days: number;
          min_days: number;
          name: string;
          position?: number;
          price?: number | null;
        };
        Update: {
          code?: string;
          free_over_threshold?: boolean;
          max_days?: number;
          min_days?: number;
          name?: string;
          position?: number;
          price?: number | null;
        };
        Relationships: [];
      };
      shipping_regions: {
        Row: {
          code: string;
          country_code: string;
          name: string;
        };
        Insert: {
          code: string;
          country_code: string;
          name: string;
        };
        Update: {
          code?: string;
          country_code?: string;
          name?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'shipping_regions_country_code_fkey';
            columns: ['country_code'];
            referencedRelation: 'shipping_countries';
            referencedColumns: ['code'];
          },
        ];
      };
      shop_holidays: {
        Row: {
          day: string;
          name: string;
        };
        Insert: {
          day: string;
          name: string;
        };
        Update: {
          day?: string;
          name?: string;
        };
        Relationships: [];
      };
      shop_inboxes: {
        Row: {
          id: boolean;
          refunds_email: string;
        };
        Insert: {
          id?: boolean;
          refunds_email?: string;
        };
        Update: {
          id?: boolean;
          refunds_email?: string;
        };
        Relationships: [];
      };
      shop_settings: {
        Row: {
          card_payment_minutes: number;
          default_production_days: number;
          flat_shipping_rate: number;
          free_shipping_threshold: number;
          id: boolean;
          newsletter_signups_per_window: number;
          orders_per_window: number;
          production_starts_after: string;
          review_report_threshold: number;
          saved_addresses_max: number;
          time_zone: string;
          write_limit_window_seconds: number;
        };
        Insert: {
          card_payment_minutes?: number;
          default_production_days?: number;
          flat_shipping_rate?: number;
          free_shipping_threshold?: number;
          id?: boolean;
          newsletter_signups_per_window?: number;
          orders_per_window?: number;
          production_starts_after?: string;
          review_report_threshold?: number;
          saved_addresses_max?: number;
          time_zone?: string;
          write_limit_window_seconds?: number;
        };
        Update: {
          card_payment_minutes?: number;
          default_production_days?: number;
          flat_shipping_rate?: number;
          free_shipping_threshold?: number;
          id?: boolean;
          newsletter_signups_per_window?: number;
          orders_per_window?: number;
          production_starts_after?: string;
          review_report_threshold?: number;
          saved_addresses_max?: number;
          time_zone?: string;
          write_limit_window_seconds?: number;
        };
        Relationships: [];
      };
      size_run_sizes: {
        Row: {
          measurements: NonNullable<Json>;
          position: number;
          run_code: string;
          size: string;
          upcharge: number;
        };
        Insert: {
          measurements?: NonNullable<Json>;
          position?: number;
          run_code: string;
          size: string;
          upcharge?: number;
        };
        Update: {
          measurements?: NonNullable<Json>;
          position?: number;
          run_code?: string;
          size?: string;
          upcharge?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'size_run_sizes_run_code_fkey';
            columns: ['run_code'];
            referencedRelation: 'size_runs';
            referencedColumns: ['code'];
          },
        ];
      };
      size_runs: {
        Row: {
          code: string;
          guide_note: string | null;
          name: string;
        };
        Insert: {
          code: string;
          guide_note?: string | null;
          name: string;
        };
        Update: {
          code?: string;
          guide_note?: string | null;
          name?: string;
        };
        Relationships: [];
      };
      volume_tiers: {
        Row: {
          min_quantity: number;
          percent_off: number;
        };
        Insert: {
          min_quantity: number;
          percent_off: number;
        };
        Update: {
          min_quantity?: number;
          percent_off?: number;
        };
        Relationships: [];
      };
    };
    Views: {
      products_view: {
        Row: {
          created_at: string | null;
          default_variant_sku: string | null;
          discount_percentage: number | null;
          featured: boolean | null;
          gallery_urls: Json | null;
          id: number | null;
          is_active: boolean | null;
          name: string | null;
          original_price: number | null;
          price: number | null;
          price_from: boolean | null;
          rating: number | null;
          review_count: number | null;
          sku: string | null;
        };
        Insert: {
          created_at?: string | null;
          default_variant_sku?: string | null;
          discount_percentage?: number | null;
          featured?: boolean | null;
          gallery_urls?: Json | null;
          id?: number | null;
          is_active?: boolean | null;
          name?: string | null;
          original_price?: number | null;
          price?: number | null;
          price_from?: boolean | null;
          rating?: number | null;
          review_count?: number | null;
          sku?: string | null;
        };
        Update: {
          created_at?: string | null;
          default_variant_sku?: string | null;
          discount_percentage?: number | null;
          featured?: boolean | null;
          gallery_urls?: Json | null;
          id?: number | null;
          is_active?: boolean | null;
          name?: string | null;
          original_price?: number | null;
          price?: number | null;
          price_from?: boolean | null;
          rating?: number | null;
          review_count?: number | null;
          sku?: string | null;
        };
        Relationships: [];
      };
    };
    Functions: {
      add_business_days: {
        Args: { days: number; start_day: string };
        Returns: string;
      };
      address_normalised: { Args: { address: Json }; Returns: Json };
      address_problem: { Args: { address: Json }; Returns: string };
      attach_card_payment: {
        Args: { order_id: number; provider: string; reference: string };
        Returns: undefined;
      };
      cancel_guest_order: { Args: { token: string }; Returns: Json };
      cancel_order: {
        Args: { order_number: string };
        Returns: {
          arrives_earliest: string | null;
          arrives_latest: string | null;
          cancellable_until: string | null;
          cancelled_at: string | null;
          cancelled_by: string | null;
          contact_email: string | null;
          created_at: string;
          delivered_at: string | null;
          discount: number;
          gift_message: string | null;
          gift_receipt: boolean;
          guest_token: string | null;
          guest_token_hash: string | null;
          id: number;
          idempotency_key: string | null;
          order_number: string;
          organisation: string | null;
          payment_expires_at: string | null;
          payment_failure: string | null;
          payment_method: string;
          payment_provider: string | null;
          payment_reference: string | null;
          payment_state: string | null;
          po_number: string | null;
          proof_approved: boolean;
          proof_fingerprint: string | null;
          refund_reference: string | null;
          refunded_at: string | null;
          ship_to_recipient: boolean;
          shipped_at: string | null;
          shipping: number;
          shipping_city: string;
          shipping_country: string;
          shipping_line1: string;
          shipping_line2: string | null;
          shipping_method: string;
          shipping_name: string;
          shipping_phone: string | null;
          shipping_postal_code: string;
          shipping_region: string | null;
          status: string;
          subtotal: number;
          total: number;
          tracking_number: string | null;
          user_id: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'orders';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      cancel_unpaid_order: {
        Args: { order_number: string; token?: string };
        Returns: string;
      };
      card_payment_due: { Args: { order_number: string }; Returns: Json };
      cart_production_days: { Args: { items: Json }; Returns: number };
      category_products: {
        Args: {
          category_slug?: string;
          page_offset?: number;
          page_size?: number;
          search?: string;
          sort?: string;
        };
        Returns: Json;
      };
      chosen_shipping_method: {
        Args: { details: Json };
        Returns: {
          code: string;
          free_over_threshold: boolean;
          max_days: number;
          min_days: number;
          name: string;
          position: number;
          price: number | null;
        };
        SetofOptions: {
          from: '*';
          to: 'shipping_methods';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      claim_guest_orders: { Args: Record<PropertyKey, never>; Returns: number };
      claim_outbox_emails: {
        Args: { how_many?: number; lease_seconds?: number };
        Returns: {
          attempts: number;
          claim_id: string | null;
          claimed_until: string | null;
          created_at: string;
          gave_up_at: string | null;
          id: number;
          kind: string;
          last_error: string | null;
          message_id: string;
          next_attempt_at: string;
          payload: NonNullable<Json>;
          recipient: string;
          sent_at: string | null;
        }[];
        SetofOptions: {
          from: '*';
          to: 'email_outbox';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      clean_multiline_text: { Args: { value: string }; Returns: string };
      clean_text: { Args: { value: string }; Returns: string };
      country_name: { Args: { country_code: string }; Returns: string };
      delivery_window: {
        Args: { making_days: number; method_code: string; placed_at?: string };
        Returns: {
          arrives_earliest: string;
          arrives_latest: string;
        }[];
      };
      expire_unpaid_orders: {
        Args: Record<PropertyKey, never>;
        Returns: number;
      };
      get_all_product_cards: {
        Args: Record<PropertyKey, never>;
        Returns: {
          image: string;
          name: string;
          original_price: number;
          price: number;
          price_from: boolean;
          sku: string;
        }[];
      };
      guest_card_payment_due: {
        Args: { order_number: string; token: string };
        Returns: Json;
      };
      guest_order: { Args: { token: string }; Returns: Json };
      guest_order_token: { Args: { idempotency_key: string }; Returns: string };
      guest_token_hash: { Args: { token: string }; Returns: string };
      mark_outbox_email_failed: {
        Args: {
          claim: string;
          email_id: number;
          error: string;
          retry_after_seconds: number;
        };
        Returns: boolean;
      };
      mark_outbox_email_sent: {
        Args: { claim: string; email_id: number };
        Returns: boolean;
      };
      near_miss_edits: { Args: { word: string }; Returns: number };
      occasion_order_by: {
        Args: { category_slug: string; from_time?: string };
        Returns: Json;
      };
      option_group_key: { Args: { title: string }; Returns: string };
      order_delivery: { Args: { details?: Json; items: Json }; Returns: Json };
      order_email_payload: {
        Args: { placed: Database['public']['Tables']['orders']['Row'] };
        Returns: Json;
      };
      order_email_recipient: {
        Args: { placed: Database['public']['Tables']['orders']['Row'] };
        Returns: string;
      };
      order_group_name: { Args: { value: string }; Returns: string };
      order_line_options_problem: {
        Args: {
          design: Database['public']['Tables']['designs']['Row'];
          options: Json;
          product_config: Json;
          product_name: string;
          text_value: string;
          variant: Database['public']['Tables']['product_variants']['Row'];
        };
        Returns: string;
      };
      order_lines_priced: {
        Args: { items: Json };
        Returns: {
          design_code: string;
          line_no: number;
          options: Json;
          personalization_text: string;
          problem: string;
          product_id: number;
          product_name: string;
          quantity: number;
          size: string;
          unit_price: number;
          variant_name: string;
          variant_sku: string;
        }[];
      };
      order_path: {
        Args: { placed: Database['public']['Tables']['orders']['Row'] };
        Returns: string;
      };
      order_proof: { Args: { items: Json }; Returns: Json };
      place_order: {
        Args: {
          details?: Json;
          idempotency_key?: string;
          items: Json;
          payment_method: string;
          quoted_total?: number;
          shipping: Json;
        };
        Returns: {
          arrives_earliest: string | null;
          arrives_latest: string | null;
          cancellable_until: string | null;
          cancelled_at: string | null;
          cancelled_by: string | null;
          contact_email: string | null;
          created_at: string;
          delivered_at: string | null;
          discount: number;
          gift_message: string | null;
          gift_receipt: boolean;
          guest_token: string | null;
          guest_token_hash: string | null;
          id: number;
          idempotency_key: string | null;
          order_number: string;
          organisation: string | null;
          payment_expires_at: string | null;
          payment_failure: string | null;
          payment_method: string;
          payment_provider: string | null;
          payment_reference: string | null;
          payment_state: string | null;
          po_number: string | null;
          proof_approved: boolean;
          proof_fingerprint: string | null;
          refund_reference: string | null;
          refunded_at: string | null;
          ship_to_recipient: boolean;
          shipped_at: string | null;
          shipping: number;
          shipping_city: string;
          shipping_country: string;
          shipping_line1: string;
          shipping_line2: string | null;
          shipping_method: string;
          shipping_name: string;
          shipping_phone: string | null;
          shipping_postal_code: string;
          shipping_region: string | null;
          status: string;
          subtotal: number;
          total: number;
          tracking_number: string | null;
          user_id: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'orders';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      postal_code_regions: {
        Args: { country_code: string; postal_code: string };
        Returns: string[];
      };
      price_cart: { Args: { details?: Json; items: Json }; Returns: Json };
      product_delivery: { Args: { product_id: number }; Returns: Json };
      product_option_groups: {
        Args: { config: Json };
        Returns: {
          attribute: string;
          key: string;
          kind: string;
        }[];
      };
      product_sizes: {
        Args: { for_product: number };
        Returns: {
          guide_note: string;
          measurements: Json;
          size: string;
          size_run: string;
          upcharge: number;
          variant_sku: string;
        }[];
      };
      production_days: { Args: { product_id: number }; Returns: number };
      queue_order_email: {
        Args: {
          kind: string;
          placed: Database['public']['Tables']['orders']['Row'];
        };
        Returns: undefined;
      };
      record_card_refund: {
        Args: { kind: string; order_number: string; reference: string };
        Returns: {
          arrives_earliest: string | null;
          arrives_latest: string | null;
          cancellable_until: string | null;
          cancelled_at: string | null;
          cancelled_by: string | null;
          contact_email: string | null;
          created_at: string;
          delivered_at: string | null;
          discount: number;
          gift_message: string | null;
          gift_receipt: boolean;
          guest_token: string | null;
          guest_token_hash: string | null;
          id: number;
          idempotency_key: string | null;
          order_number: string;
          organisation: string | null;
          payment_expires_at: string | null;
          payment_failure: string | null;
          payment_method: string;
          payment_provider: string | null;
          payment_reference: string | null;
          payment_state: string | null;
          po_number: string | null;
          proof_approved: boolean;
          proof_fingerprint: string | null;
          refund_reference: string | null;
          refunded_at: string | null;
          ship_to_recipient: boolean;
          shipped_at: string | null;
          shipping: number;
          shipping_city: string;
          shipping_country: string;
          shipping_line1: string;
          shipping_line2: string | null;
          shipping_method: string;
          shipping_name: string;
          shipping_phone: string | null;
          shipping_postal_code: string;
          shipping_region: string | null;
          status: string;
          subtotal: number;
          total: number;
          tracking_number: string | null;
          user_id: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'orders';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      record_payment_event: {
        Args: {
          amount_cents: number;
          currency: string;
          event_id: string;
          event_type: string;
          failure?: string;
          order_number: string;
          payment_reference: string;
          provider: string;
        };
        Returns: Json;
      };
      refresh_card_prices: {
        Args: { product_ids: number[] };
        Returns: undefined;
      };
      refresh_product_listing: {
        Args: { product_ids: number[] };
        Returns: undefined;
      };
      refresh_product_search: {
        Args: { product_ids: number[] };
        Returns: undefined;
      };
      report_review: { Args: { review: number }; Returns: boolean };
      review_author_name: { Args: { shopper: string }; Returns: string };
      review_limits: { Args: Record<PropertyKey, never>; Returns: Json };
      review_lines: {
        Args: { of_order?: string; order_item?: number; product?: number };
        Returns: {
          body: string;
          bought_as_gift: boolean;
          cannot_review: string;
          order_item_id: number;
          order_number: string;
          ordered_at: string;
          product_id: number;
          product_name: string;
          product_sku: string;
          review_id: number;
          stars: number;
          title: string;
          variant_name: string;
        }[];
      };
      review_refusal: {
        Args: { method: string; order_status: string; payment: string };
        Returns: string;
      };
      reviewed_elsewhere: {
        Args: { order_item: number; product: number; shopper: string };
        Returns: string;
      };
      search_did_you_mean: {
        Args: { scope?: number; search: string };
        Returns: string;
      };
      search_lexeme_query: { Args: { lexeme: string }; Returns: unknown };
      search_list_size: { Args: Record<PropertyKey, never>; Returns: number };
      search_listed: { Args: { lexeme: string }; Returns: boolean };
      search_lists_rebuild: { Args: { lexemes: string[] }; Returns: undefined };
      search_lists_refill: { Args: { lexemes: string[] }; Returns: undefined };
      search_misspellings: {
        Args: { typed: string };
        Returns: {
          edits: number;
          lexeme: string;
          likeness: number;
          word: string;
        }[];
      };
      search_query: { Args: { terms: unknown[] }; Returns: unknown };
      search_query_in: {
        Args: { query: unknown; weights: string };
        Returns: unknown;
      };
      search_rank: {
        Args: { document: unknown; query: unknown };
        Returns: number;
      };
      search_shortlist: {
        Args: { query: unknown; terms: unknown[]; wanted: number };
        Returns: number[];
      };
      search_single_lexeme: { Args: { query: unknown }; Returns: string };
      search_suggestions: { Args: { search?: string }; Returns: Json };
      search_terms: {
        Args: { as_you_type?: boolean; search: string };
        Returns: unknown[];
      };
      set_order_status: {
        Args: { order_number: string; status: string; tracking_number?: string };
        Returns: {
          arrives_earliest: string | null;
          arrives_latest: string | null;
          cancellable_until: string | null;
          cancelled_at: string | null;
          cancelled_by: string | null;
          contact_email: string | null;
          created_at: string;
          delivered_at: string | null;
          discount: number;
          gift_message: string | null;
          gift_receipt: boolean;
          guest_token: string | null;
          guest_token_hash: string | null;
          id: number;
          idempotency_key: string | null;
          order_number: string;
          organisation: string | null;
          payment_expires_at: string | null;
          payment_failure: string | null;
          payment_method: string;
          payment_provider: string | null;
          payment_reference: string | null;
          payment_state: string | null;
          po_number: string | null;
          proof_approved: boolean;
          proof_fingerprint: string | null;
          refund_reference: string | null;
          refunded_at: string | null;
          ship_to_recipient: boolean;
          shipped_at: string | null;
          shipping: number;
          shipping_city: string;
          shipping_country: string;
          shipping_line1: string;
          shipping_line2: string | null;
          shipping_method: string;
          shipping_name: string;
          shipping_phone: string | null;
          shipping_postal_code: string;
          shipping_region: string | null;
          status: string;
          subtotal: number;
          total: number;
          tracking_number: string | null;
          user_id: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'orders';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      shipping_options: { Args: { details?: Json; items: Json }; Returns: Json };
      shipping_price: {
        Args: {
          method: Database['public']['Tables']['shipping_methods']['Row'];
          subtotal: number;
        };
        Returns: number;
      };
      shop_currency: { Args: Record<PropertyKey, never>; Returns: string };
      shop_limits: { Args: Record<PropertyKey, never>; Returns: Json };
      spelling_distance: {
        Args: { a: string; b: string; max_distance: number };
        Returns: number;
      };
      subtract_business_days: {
        Args: { days: number; end_day: string };
        Returns: string;
      };
      unsubscribe_newsletter: { Args: { token: string }; Returns: boolean };
      volume_price: {
        Args: { for_size?: string; for_variant: string; quantity: number };
        Returns: Json[];
      };
      volume_tiers_reached: {
        Args: { lines: Json };
        Returns: {
          discount: number;
          items_to_next: number;
          min_quantity: number;
          next_min_quantity: number;
          next_percent_off: number;
          percent_off: number;
          product_id: number;
          product_name: string;
          product_sku: string;
          quantity: number;
          subtotal: number;
          tiers: Json;
          unit_price: number;
          unit_price_at_tier: number;
        }[];
      };
      vote_review_helpful: { Args: { review: number }; Returns: number };
      write_review: {
        Args: {
          body: string;
          bought_as_gift?: boolean;
          order_item: number;
          stars: number;
          title: string;
        };
        Returns: Json;
      };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    keyof (DefaultSchema['Tables'] & DefaultSchema['Views']) | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {},
  },
} as const;
